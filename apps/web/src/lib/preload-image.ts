// Starts an image's download now, at high priority, so an <img> rendered later with the same address finds it in
// the page's image cache. For a page whose largest paint is an image named by an API answer: the download then
// runs beside the page's render instead of after it (docs/decisions/0205-web-first-reads-first.md).
export function preloadImage(src: string): HTMLImageElement {
  const img = new Image();
  img.fetchPriority = 'high';
  img.src = src;
  return img;
}

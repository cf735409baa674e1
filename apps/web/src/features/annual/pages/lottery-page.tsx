// STUB (issue 13): the web helper fills this page.
export function LotteryPage() {
  return <main />;
}

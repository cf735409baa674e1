import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel.tsx';

// The first banner's image is the news page's largest paint: the page holds what is not its first screen until it
// has loaded or failed (decision 0212), so the carousel says when.
const banners = [1, 2, 3].map((id) => ({ Id: id, Title: `Banner ${id}`, Image: `covers/${id}.svg`, Link: '' }));

describe('BannerCarousel', () => {
  it('says when the first banner’s image has loaded, and not for the others', () => {
    const onFirstShown = vi.fn();
    const { container } = render(<BannerCarousel banners={banners} onFirstShown={onFirstShown} />);
    const images = container.querySelectorAll('img');
    fireEvent.load(images[1]!);
    fireEvent.load(images[2]!);
    expect(onFirstShown).not.toHaveBeenCalled();
    fireEvent.load(images[0]!);
    expect(onFirstShown).toHaveBeenCalledTimes(1);
  });

  it('says so too when the first image fails, so the page does not wait for it', () => {
    const onFirstShown = vi.fn();
    const { container } = render(<BannerCarousel banners={banners} onFirstShown={onFirstShown} />);
    fireEvent.error(container.querySelector('img')!);
    expect(onFirstShown).toHaveBeenCalledTimes(1);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterFirstReads } from '../lib/after-first-reads.ts';
import { linkManifest, MANIFEST_HREF, useManifestAfterFirstScreen } from './manifest-link.ts';

// The manifest is linked after the first screen, once (decision 0213).
const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

function Layout() {
  useManifestAfterFirstScreen();
  return null;
}

beforeEach(() => {
  resetAfterFirstReads();
  for (const link of manifestLinks()) link.remove();
});

describe('the manifest link', () => {
  it('is added once the first screen is shown, and only once', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Layout />
        <Layout />
      </QueryClientProvider>,
    );
    // Not with the first render: the gate opens after a paint.
    expect(manifestLinks()).toHaveLength(0);
    await vi.waitFor(() => expect(manifestLinks()).toHaveLength(1));
    expect(manifestLinks()[0]!.getAttribute('href')).toBe(MANIFEST_HREF);
  });

  it('keeps a link that is already there', () => {
    linkManifest();
    linkManifest();
    expect(manifestLinks()).toHaveLength(1);
  });
});

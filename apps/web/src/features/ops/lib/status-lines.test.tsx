import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/request.ts';
import { ErrorLine, NoticeLine } from './status-lines.tsx';

describe("a console panel's status lines", () => {
  it('says nothing before a call fails, then the server text with its code as an alert', () => {
    const { rerender } = render(<ErrorLine error={null} testId="e" />);
    expect(screen.queryByTestId('e')).toBeNull();
    rerender(<ErrorLine error={new ApiError(7408, 'no such operator')} testId="e" />);
    const line = screen.getByRole('alert');
    expect(line.textContent).toBe('no such operator (code 7408)');
    expect(line.dataset.testid).toBe('e');
  });
  it('shows a notice as a polite status only when there is one', () => {
    const { rerender } = render(<NoticeLine text="" testId="n" />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<NoticeLine text="Saved" testId="n" />);
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});

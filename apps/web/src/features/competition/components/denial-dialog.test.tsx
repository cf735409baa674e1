import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DenialDialog } from './denial-dialog.tsx';

// A denial shows the catalogue's message in the page's language with its next step; focus stays inside the
// dialog and Escape closes it. A confirmation names what it is about.
beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('compDialogs', l))));
const use = (language: (typeof LANGUAGES)[number]) => act(() => switchLanguage(LANGUAGES.indexOf(language)));

describe('the denial dialog', () => {
  it('shows how far below 8000 the best score is and links to the 2v2 record', async () => {
    await use('en');
    render(<DenialDialog errorKey="compNotEligible" detail={{ best: 7650, need: 8000 }} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Not eligible yet' })).toBeTruthy();
    expect(screen.getByTestId('denial-message').textContent).toBe('Your best 2v2 ladder score has not reached 8000 yet, so you cannot register.');
    expect(screen.getByTestId('denial-gap').textContent).toBe('Your best 2v2 score: 7,650 — 350 below 8,000.');
    const step = screen.getByTestId('denial-step');
    expect(step.textContent).toBe('See my 2v2 record');
    expect(step.getAttribute('href')).toBe('#/pages/record/battle/index?mode=T2');
  });

  it('sends a visitor to log in, coming back to the page', async () => {
    await use('en');
    location.hash = '#/pages/competition/home/index?code=ABCDEFGHJK';
    render(<DenialDialog errorKey="loginRequired" onClose={() => {}} />);
    expect(screen.getByTestId('denial-step').getAttribute('href')).toBe(`#/pages/login/index?back=${encodeURIComponent('/pages/competition/home/index?code=ABCDEFGHJK')}`);
    location.hash = '';
  });

  it('speaks the page language and hands an in-page step to the page', async () => {
    await use('ja');
    const onClose = vi.fn();
    const onStep = vi.fn();
    render(<DenialDialog errorKey="compRegionDiffers" onClose={onClose} onStep={onStep} />);
    expect(screen.getByRole('heading').textContent).toBe('地域が異なります');
    fireEvent.click(screen.getByTestId('denial-step'));
    expect(onClose).toHaveBeenCalled();
    expect(onStep).toHaveBeenCalledWith('findPartner');
  });

  it('has only OK when waiting is the step, keeps focus inside and closes with Escape', async () => {
    await use('en');
    const onClose = vi.fn();
    render(
      <>
        <button type="button">outside</button>
        <DenialDialog errorKey="tooFrequent" onClose={onClose} />
      </>,
    );
    const ok = screen.getByTestId('denial-ok');
    expect(screen.queryByTestId('denial-step')).toBeNull();
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows any other error with its message and OK', async () => {
    await use('en');
    render(<DenialDialog errorKey="compNoTournament" onClose={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('That did not work');
    expect(screen.getByTestId('denial-message').textContent).toBe('There is no tournament right now.');
  });

  it('renders nothing when closed', () => {
    render(<DenialDialog errorKey={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the confirmations', () => {
  it('names who takes over when the leader leaves, and confirms or cancels', async () => {
    await use('en');
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<ConfirmDialog kind="leaveAsLeader" params={{ name: 'Nova Lancers', partner: 'Kestrel' }} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Leave your team?' })).toBeTruthy();
    expect(screen.getByTestId('confirm-dialog').textContent).toBe('You lead Nova Lancers. Kestrel becomes the leader.');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onConfirm).toHaveBeenCalled();
    rerender(<ConfirmDialog kind="leaveAsLeader" params={{ name: 'Nova Lancers' }} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('the team is disbanded');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('warns that the old code stops working, in Traditional Chinese', async () => {
    await use('zh-HK');
    render(<ConfirmDialog kind="regenerate" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('dialog', { name: '重新產生邀請碼？' })).toBeTruthy();
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('舊邀請碼將立即失效');
  });
});

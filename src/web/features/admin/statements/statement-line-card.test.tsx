// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStatementLine } from '../../../../shared/statements.schema.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithI18n } from '../../../testing/render-with-i18n.tsx';
import { StatementLineCard } from './statement-line-card.tsx';

const LINE: TStatementLine = {
  id: 7,
  bookedOn: '2026-03-02',
  amountOre: 30000,
  text: 'gift',
  payer: 'K. Raman',
  financialYear: 2026,
  status: 'open',
  category: null,
  certainty: 'unmatched',
  reason: 'no_match',
  payment: null,
  kind: null,
  targets: [],
  yearClosed: false,
};

function renderCard(onAssign: (line: TStatementLine, assignment: unknown) => Promise<void>) {
  const onFailed = vi.fn();
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <StatementLineCard
        line={LINE}
        busy={false}
        onConfirm={vi.fn()}
        onAssign={onAssign}
        onUndo={vi.fn()}
        onFailed={onFailed}
      />
    </QueryClientProvider>,
  );
  return { onFailed, user: userEvent.setup() };
}

describe('StatementLineCard', () => {
  it('says beside the field what is wrong with a family number or a missing category, and sends neither', async () => {
    const onAssign = vi.fn(() => Promise.resolve());
    const { user } = renderCard(onAssign);
    await user.type(screen.getByLabelText('Family number'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Put on family' }));
    expect(await screen.findByText('Invalid input')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(onAssign).not.toHaveBeenCalled();
  });

  it('sends the trimmed family number and the chosen category as the schema gives them', async () => {
    const onAssign = vi.fn(() => Promise.resolve());
    const { user } = renderCard(onAssign);
    await user.type(screen.getByLabelText('Family number'), ' 42');
    await user.click(screen.getByRole('button', { name: 'Put on family' }));
    expect(onAssign).toHaveBeenLastCalledWith(LINE, { familyNumber: '42' });
    await user.selectOptions(screen.getByLabelText('Not about members'), 'donation');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(onAssign).toHaveBeenLastCalledWith(LINE, { category: 'donation' });
  });

  it("shows the server's field error beside the field, and any other refusal as the panel's notice", async () => {
    const fieldRefusal = new ApiError(
      400,
      { error: 'validation', fields: { 'body.familyNumber': 'valueInvalid' } },
      '',
    );
    const other = new ApiError(404, { error: 'not_found', message: 'No such line.' }, '');
    const onAssign = vi.fn().mockRejectedValueOnce(fieldRefusal).mockRejectedValueOnce(other);
    const { user, onFailed } = renderCard(onAssign);
    await user.type(screen.getByLabelText('Family number'), '42');
    await user.click(screen.getByRole('button', { name: 'Put on family' }));
    expect(await screen.findByText('Invalid input')).toBeTruthy();
    expect(onFailed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Put on family' }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith(other));
  });
});

import { act, render } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { useOpsTable } from './data-table.tsx';

// The catalogue journey froze for minutes on "New product": a second render of a table whose rows were still
// loading (`data ?? []` inline) started an endless reset-and-render loop inside @tanstack/table-core. With the raw
// `useReactTable({ data: undefined ?? [], … })` this test never finishes (the loop starves its timers).
const column = createColumnHelper<{ id: string }>();
const columns = [column.accessor('id', { header: 'Id' })];
let renders = 0;
let bump: () => void = () => undefined;

function Loading() {
  renders++;
  const [, setN] = useState(0);
  bump = () => setN((n) => n + 1);
  const table = useOpsTable<{ id: string }>({ data: undefined, columns });
  return <span>{table.getRowModel().rows.length}</span>;
}

it('a table whose rows are loading renders once per change, however often it renders', async () => {
  render(<Loading />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  const before = renders;
  act(() => bump());
  await act(async () => {
    await new Promise((r) => setTimeout(r, 100));
  });
  expect(renders - before).toBeLessThanOrEqual(2);
}, 10_000);

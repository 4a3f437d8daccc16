// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../offline/db.ts';
import { createDraft, type NewDraft } from '../offline/drafts.ts';
import { DraftsList } from './drafts-list.tsx';

const draft = (overrides: Partial<NewDraft>): NewDraft => ({
  owner: 'alice',
  mode: 'add',
  productCode: '',
  productName: '',
  step: 0,
  data: {},
  banner: null,
  bannerName: '',
  ...overrides,
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await db.drafts.clear();
});

describe('DraftsList', () => {
  it("when drafts exist, then only the owner's show, with their resume links and steps", async () => {
    const add = await createDraft(draft({ step: 2 }));
    const edit = await createDraft(draft({ mode: 'edit', productCode: 'X-1', productName: 'Xeno', step: 5 }));
    await createDraft(draft({ owner: 'bob', productName: 'Bob draft' }));
    render(
      <MemoryRouter>
        <DraftsList owner="alice" />
      </MemoryRouter>,
    );
    await screen.findByText('Untitled draft');
    expect(screen.getByRole('link', { name: 'Resume Untitled draft' }).getAttribute('href')).toBe(
      `/AdminDashboard/products/add?draft=${add.id}`,
    );
    expect(screen.getByRole('link', { name: 'Resume Xeno' }).getAttribute('href')).toBe(
      `/AdminDashboard/products/X-1/edit?draft=${edit.id}`,
    );
    expect(screen.getByText(/Editing · Step 6 of 8/).textContent).toMatch(/Editing · Step 6 of 8/);
    expect(screen.queryByText('Bob draft')).toBeNull();
  });

  it('when Discard is confirmed, then the draft disappears', async () => {
    await createDraft(draft({ productName: 'Gone soon' }));
    window.confirm = vi.fn(() => true);
    render(
      <MemoryRouter>
        <DraftsList owner="alice" />
      </MemoryRouter>,
    );
    (await screen.findByRole('button', { name: 'Discard Gone soon' })).click();
    await waitFor(() => expect(screen.queryByText('Gone soon')).toBeNull());
  });
});

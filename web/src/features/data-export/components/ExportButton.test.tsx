import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../../shared/routing/routeTypes';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { ExportButton } from './ExportButton';
import { ExportDialogQueryDocument } from './ExportDialog';

const QUOTA =
  'This export has 1,240 rows; your company has 800 of its 25,000 export rows left this month (the allowance renews on 1 December).';
const HEAD = '\uFEFFName,Role,Business type,Country,Services,Therapeutic areas,Website,Profile link\r\n';

function allowanceMock(remainingRows: number, monthlyRows = 25_000): MockLink.MockedResponse {
  return {
    request: { query: ExportDialogQueryDocument },
    result: {
      data: {
        exportAllowance: {
          __typename: 'ExportAllowance',
          monthlyRows,
          usedRows: monthlyRows - remainingRows,
          remainingRows,
          resetsAt: '2026-12-01T00:00:00.000Z',
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const probe: AppRoute = {
  path: '/export-probe',
  page: () => <ExportButton target={{ folderId: '12' }} rows={3} subject="Oncology CROs" />,
  needsLogin: false,
  skipLoading: true,
  seo: { title: 'Export probe', description: 'Export probe.' },
};

function renderButton(...mocks: MockLink.MockedResponse[]) {
  renderApp('/export-probe', { mocks: [appViewerMock(buildViewer()), ...mocks], extraRoutes: [probe] });
}

/** A CSV answer whose body arrives in the parts given, each once the test releases it. */
function streamedCsv(parts: string[]) {
  const encoder = new TextEncoder();
  let send: ((part: string | null) => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      send = (part) => (part === null ? controller.close() : controller.enqueue(encoder.encode(part)));
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="oncology-cros-2026-11-30.csv"',
      'x-export-rows': '3',
    },
  });
  return { response, next: () => send?.(parts.shift() ?? null) };
}

const save = vi.fn();
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(save);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  save.mockReset();
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  return screen.findByRole('dialog', { name: 'Export Oncology CROs to CSV' });
}

describe('ExportButton', () => {
  it('shows the rows and the allowance left, downloads with progress, and saves the file', async () => {
    const csv = streamedCsv([HEAD, 'A,Vendor,CRO,,,,,x\r\n', 'B,Vendor,CRO,,,,,x\r\nC,Vendor,CRO,,,,,x\r\n']);
    const fetchMock = vi.fn(() => Promise.resolve(csv.response));
    vi.stubGlobal('fetch', fetchMock);
    renderButton(allowanceMock(23_800));

    const dialog = await openDialog();
    expect(
      await within(dialog).findByText('3 rows · your company has 23,800 of 25,000 export rows left this month'),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));

    await act(async () => csv.next());
    await act(async () => csv.next());
    expect(await within(dialog).findByText('1 of 3 rows')).toBeDefined();
    expect(within(dialog).getByRole('progressbar')).toBeDefined();
    await act(async () => csv.next());
    await act(async () => csv.next());

    expect(await within(dialog).findByText('Saved oncology-cros-2026-11-30.csv: 3 rows.')).toBeDefined();
    expect(save).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/exports/watchlist-folders/12');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the api's words when the export is over the allowance, and nothing is saved", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'EXPORT_QUOTA', message: QUOTA }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    renderButton(allowanceMock(2));

    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(
        'That is more than your company has left this month: export fewer companies, or wait until the allowance renews on 1 December.',
      ),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText(QUOTA)).toBeDefined();
    expect(save).not.toHaveBeenCalled();
  });

  it("opens spec §4's upgrade modal with the api's words for Explorer", async () => {
    const reason = 'Explorer does not include exports. Upgrade to Innovator to export up to 25,000 rows a month.';
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ code: 'EXPLORER_LIMIT', message: reason }), { status: 403 })),
      ),
    );
    renderButton(allowanceMock(0, 0));

    const dialog = await openDialog();
    expect(await within(dialog).findByText("Your company's plan includes no exports.")).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    const modal = await screen.findByRole('dialog', { name: 'Upgrade to Innovator' });
    expect(within(modal).getByText(reason)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export Oncology CROs to CSV' })).toBeNull());
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import type { LayoutDisplay, LayoutSection } from '@crm/contract/app-config';
import { fakeApi } from '@/test/fake-api';
import { prefetchRouteData } from './route-data';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const section = (key: LayoutSection['key'], limit: number): LayoutSection => ({
  key,
  title: { text: '', text_en: '', display: false },
  display_type: 1,
  display_align: 'left',
  card_layout_type: 'vertical-two',
  card_layout_limit: limit,
  banner_layout_type: 'content-width',
  layout_type: 1,
  text: '',
  text_en: '',
  imageList: [],
});

const layout: LayoutDisplay = {
  coverPage: { displayType: 1, isDisplay: false },
  section: { layoutType: 1 },
  content: [section('banner', 1), section('privilege', 4), section('privilege-foryou', 6)],
};

const emptyPage = {
  body: { data: { payload: [], page: 1, limit: 4, total_record: 0, total_page: 0 } },
};

it("asks for home's data in a task after the router's, and its sections' lists once the layout has come", async () => {
  vi.useFakeTimers();
  const api = fakeApi({
    'GET /dynamicdisplay/LayoutDisplay': { body: { data: layout } },
    'POST /privilege/List': emptyPage,
    'POST /Privilege/ForYou/List': emptyPage,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  prefetchRouteData('home', client);
  expect(api.calls).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(0);
  await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/privilege/List'));

  const lists = api.calls.filter((call) => call.path.endsWith('/List'));
  // One request per section that shows privileges, each as many as the section shows; none for
  // the banner.
  expect(
    lists.map((call) => [call.path, (call.body as { Filters: { Limit: number } }).Filters.Limit]),
  ).toEqual([
    ['/privilege/List', 4],
    ['/Privilege/ForYou/List', 6],
  ]);
  const layoutCall = api.calls.findIndex((call) => call.path === '/dynamicdisplay/LayoutDisplay');
  expect(layoutCall).toBeGreaterThanOrEqual(0);
  expect(layoutCall).toBeLessThan(api.calls.indexOf(lists[0]!));
});

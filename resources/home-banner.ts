import { z } from 'zod';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, stamp } from './core/fields';

export const homeBannerSchema = () =>
  z.object({
    id: recordId(),
    title: z.string().trim().min(1).max(40),
    image: field(z.string().min(1), { widget: 'image' }),
    link: z.string().max(255).optional(),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    start_at: field(z.string().optional(), { widget: 'datetime' }),
    end_at: field(z.string().optional(), { widget: 'datetime' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Carousel of the home page (house plugin "home management"). */
export default defineResource({
  name: 'home-banner',
  api: { path: '/plugin/house/admin/banner' },
  schema: homeBannerSchema,
  menu: { section: 'catalogue', icon: ViewCarouselIcon, order: 40 },
  recordRepresentation: 'title',
  operations,
  access: grant(operations, ['catalogue.home']),
  list: {
    columns: ['image', 'title', 'link', 'sort', 'status', 'start_at', 'end_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['status'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['title', 'image', 'link', 'sort', 'status'] },
      { key: 'schedule', fields: ['start_at', 'end_at'] },
    ],
  },
  demo: { count: 10 },
});

/** The dashboards slice's public face: what other slices and the composition root may use. */
export { DashboardsModule } from './dashboards.module.js';

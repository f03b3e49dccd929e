/** The admin-dashboard slice's public face: what other slices and the composition root may use. */
export { AdminDashboardModule } from './admin-dashboard.module.js';

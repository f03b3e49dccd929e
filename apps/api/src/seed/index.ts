/** The seed slice's public face: what other slices and the composition root may use. */
export { SeedModule } from './seed.module.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PEOPLE, demoKioskPlans, type KioskPlan } from './demo-data.js';
export { Seeder, type SeedScale } from './seeder.js';
export { DEMO_KIOSKS_FILE, DemoKiosks, type DemoKiosk } from './demo-kiosks.js';

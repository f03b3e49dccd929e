export { AppShell } from './components/AppShell';
export { FeedbackHost } from './components/FeedbackHost';

export { AppShell } from './components/AppShell';
export { FeedbackHost } from './components/FeedbackHost';
export { feedback } from './state/feedback.store';
export { describeFailure } from './utils/describe-failure.util';

import { HistoryScreen, WhoCouldSeeScreen } from '../modules/audit';

/** /history?kind=…&id=…: a subject's history, for admins and auditors (decision 0067). */
export function HistoryPage() {
  return <HistoryScreen />;
}

/** /whoCouldSee?residentId=…: who could see a resident at a moment (decision 0069). */
export function WhoCouldSeePage() {
  return <WhoCouldSeeScreen />;
}

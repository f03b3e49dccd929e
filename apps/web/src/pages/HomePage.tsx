import { Home } from '../modules/home/components/Home';

export function HomePage() {
  return <Home />;
}

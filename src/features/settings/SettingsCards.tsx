import { ConnectionTest } from './ConnectionTest';
import { DemoDataCard } from './DemoDataCard';
import { LocalCopiesCard } from './LocalCopiesCard';

/** The cards below the settings form: the connection test, the local copies and the demo's data. */
export function SettingsCards() {
  return (
    <>
      <ConnectionTest />
      <LocalCopiesCard />
      <DemoDataCard />
    </>
  );
}

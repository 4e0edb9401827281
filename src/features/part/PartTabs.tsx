import { Paper, Tabs } from '@mantine/core';
import type { Part } from '@/model/schemas';
import { PanelBoundary } from '@/components/PanelBoundary';
import { PART_TABS, partRouteApi, type PartTab } from './partRoute';
import { DocumentsList } from './DocumentsList';
import { ModelDownloads } from './ModelDownloads';
import { RelatedParts } from './RelatedParts';
import { ComplianceList } from './ComplianceList';

const isPartTab = (value: string | null): value is PartTab => PART_TABS.some((t) => t === value);

/** The lower half of the page; the open tab is in the URL so a link can open it. */
export function PartTabs({ part }: { part: Part }) {
  const { tab } = partRouteApi.useSearch();
  const navigate = partRouteApi.useNavigate();
  const select = (value: string | null) => {
    if (isPartTab(value))
      void navigate({ search: (prev) => ({ ...prev, tab: value }), replace: true, resetScroll: false });
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      {/* Only the open panel mounts, so the models panel asks for ModelTypes only when opened. */}
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="documents">Documents ({part.additionalDocuments.length})</Tabs.Tab>
          <Tabs.Tab value="models">3D models and drawings</Tabs.Tab>
          <Tabs.Tab value="related">Related parts ({part.relatedParts.length})</Tabs.Tab>
          <Tabs.Tab value="compliance">Compliance ({part.environmentalCompliance.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="documents">
          <DocumentsList documents={part.additionalDocuments} />
        </Tabs.Panel>
        <Tabs.Panel value="models">
          <PanelBoundary loadingLabel="Loading model formats…">
            <ModelDownloads part={part.part} />
          </PanelBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="related">
          <RelatedParts related={part.relatedParts} />
        </Tabs.Panel>
        <Tabs.Panel value="compliance">
          <ComplianceList compliance={part.environmentalCompliance} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

import { Paper, Tabs } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Part } from '@/model/schemas';
import { PanelBoundary } from '@/components/PanelBoundary';
import { PART_TABS, partRouteApi, type PartTab } from './partRoute';
import { DocumentsList } from './DocumentsList';
import { ModelDownloads } from './ModelDownloads';
import { RelatedParts } from './RelatedParts';
import { ComplianceList } from './ComplianceList';

const isPartTab = (value: string | null): value is PartTab => PART_TABS.some((tab) => tab === value);

/** The lower half of the page; the open tab is in the URL so a link can open it. */
export function PartTabs({ part }: { part: Part }) {
  const { tab } = partRouteApi.useSearch();
  const navigate = partRouteApi.useNavigate();
  const documentCount = part.additionalDocuments.length;
  const relatedCount = part.relatedParts.length;
  const complianceCount = part.environmentalCompliance.length;
  const select = (value: string | null) => {
    if (isPartTab(value))
      void navigate({ search: (prev) => ({ ...prev, tab: value }), replace: true, resetScroll: false });
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      {/* Only the open panel mounts, so the models panel asks for ModelTypes only when opened. */}
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="documents">
            <Trans>Documents ({documentCount})</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="models">
            <Trans>3D models and drawings</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="related">
            <Trans>Related parts ({relatedCount})</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="compliance">
            <Trans>Compliance ({complianceCount})</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="documents">
          <DocumentsList documents={part.additionalDocuments} />
        </Tabs.Panel>
        <Tabs.Panel value="models">
          <PanelBoundary loadingLabel={t`Loading model formats…`}>
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

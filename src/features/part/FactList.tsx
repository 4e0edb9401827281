import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';

export type Fact = { label: string; value: ReactNode };

/** Label/value pairs as a description list, two columns wide where there is room. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

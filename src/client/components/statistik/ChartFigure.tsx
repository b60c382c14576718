import { Button, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconTable, IconTableOff } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The numbers behind a chart, shown as a table on request. */
export interface ChartTable {
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A chart with its text alternative: a heading, a caption that states the key figures (it also describes
 * the chart image to screen readers) and a button that shows every number as a table.
 */
export function ChartFigure({
  title,
  caption,
  table,
  children,
  testId,
}: {
  title: string;
  caption: string;
  table: ChartTable;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const captionId = useId();
  const tableId = useId();
  return (
    <Paper component="figure" withBorder radius="lg" p="md" m={0} aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <div role="img" aria-labelledby={titleId} aria-describedby={captionId}>
          {children}
        </div>
        <Text component="figcaption" size="sm" c="gray.7" id={captionId}>
          {caption}
        </Text>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={open ? <IconTableOff size={16} aria-hidden /> : <IconTable size={16} aria-hidden />}
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('statistikPanel.charts.hideTable') : t('statistikPanel.charts.showTable')}
          </Button>
        </div>
        <div id={tableId} hidden={!open}>
          {open && (
            <ScrollArea.Autosize mah={320} type="auto">
              <Table striped withTableBorder stickyHeader fz="sm">
                <Table.Caption>{title}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {table.head.map((h, i) => (
                      <Table.Th key={h} ta={i === 0 ? 'left' : 'right'}>
                        {h}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row, r) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for one render of the table
                    <Table.Tr key={r}>
                      {row.map((cell, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                        <Table.Td key={i} ta={i === 0 ? 'left' : 'right'}>
                          {cell}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

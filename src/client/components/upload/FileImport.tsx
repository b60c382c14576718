import { Box, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import type { ReactNode } from 'react';

/**
 * One file the server imports as it arrives (an OpenImmo feed, a thematic layer): where it stands — the bytes
 * going out with their share, the server reading it, its result or what went wrong (`problem`, as the screen
 * words it). The screens keep their own results and messages; the steps and their look are shared.
 */
export type ImportPhase<Result, Problem> =
  | { state: 'idle' }
  | { state: 'sending'; name: string; fraction: number }
  | { state: 'importing'; name: string }
  | { state: 'done'; name: string; result: Result }
  | { state: 'failed'; name: string; problem: Problem };

/** The phase an upload's progress (0…1) puts a file in: sending until the last byte is out, then importing. */
export const progressPhase = (name: string, fraction: number) =>
  fraction >= 1 ? ({ state: 'importing', name } as const) : ({ state: 'sending', name, fraction } as const);

/** Whether a new file may be dropped: before the first and after a failure (the next try). */
export const acceptsFile = (phase: ImportPhase<unknown, unknown>) => phase.state === 'idle' || phase.state === 'failed';

/**
 * The drop zone for one file: an icon, what to do (`label`, also the input's name) and the limits (`hint`).
 * `onFile` gets the accepted file; `onRefused` the name of one refused by type or size, and whether it was
 * the size. `testId` names the zone (`{testId}-dropzone`).
 */
export function FileDropzone({
  accept,
  maxSize,
  disabled,
  label,
  hint,
  icon,
  testId,
  onFile,
  onRefused,
}: {
  accept: DropzoneProps['accept'];
  maxSize: number;
  disabled?: boolean;
  label: string;
  hint: string;
  icon: ReactNode;
  testId: string;
  onFile: (file: File) => void;
  onRefused: (name: string, tooLarge: boolean) => void;
}) {
  return (
    <Dropzone
      onDrop={([file]) => {
        if (file) onFile(file);
      }}
      onReject={([rejected]) =>
        onRefused(rejected?.file.name ?? '', rejected?.errors.some((e) => e.code === 'file-too-large') ?? false)
      }
      accept={accept}
      maxSize={maxSize}
      multiple={false}
      disabled={disabled}
      radius="lg"
      inputProps={{ 'aria-label': label }}
      data-testid={`${testId}-dropzone`}
    >
      <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Box visibleFrom="sm" style={{ flex: 'none' }}>
          {icon}
        </Box>
        <div>
          <Text fw={700}>{label}</Text>
          <Text size="sm" c="gray.7" mt={4}>
            {hint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}

/**
 * The upload's progress bar while the bytes go out, then — announced to screen readers — 'importing' with
 * its hint while the server reads, and the outcome (`children`: the report or the error) once there is one.
 * Test IDs `{testId}-sending`, `{testId}-importing` and `{testId}-result` (the announced part).
 */
export function ImportProgress({
  phase,
  testId,
  sendingText,
  importingText,
  importingHint,
  children,
}: {
  phase: ImportPhase<unknown, unknown>;
  testId: string;
  sendingText: (name: string, percent: number) => string;
  importingText: string;
  importingHint: string;
  children?: ReactNode;
}) {
  const labelId = `${testId}-progress-label`;
  return (
    <>
      {phase.state === 'sending' && (
        <Stack gap={6} data-testid={`${testId}-sending`}>
          <Text size="sm" id={labelId}>
            {sendingText(phase.name, Math.round(phase.fraction * 100))}
          </Text>
          <Progress value={phase.fraction * 100} aria-labelledby={labelId} animated />
        </Stack>
      )}
      <div aria-live="polite" data-testid={`${testId}-result`}>
        {phase.state === 'importing' && (
          <Group gap="sm" wrap="nowrap" data-testid={`${testId}-importing`}>
            <Loader size="sm" aria-hidden />
            <div>
              <Text fw={700}>{importingText}</Text>
              <Text size="sm" c="gray.7">
                {importingHint}
              </Text>
            </div>
          </Group>
        )}
        {children}
      </div>
    </>
  );
}

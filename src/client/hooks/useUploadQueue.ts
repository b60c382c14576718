import { useEffect, useRef, useState } from 'react';
import type { UploadItem } from '../components/upload/UploadList';
import { type UploadHandle, type UploadProblem, uploadProblemKey } from '../lib/upload';

let counter = 0;

/** A file the drop zone refused before it was queued, with the i18n key of the reason. */
export interface RejectedFile {
  file: File;
  problem: string;
}

/**
 * A queue of uploads, one file after the other so the list keeps the order in which the files were
 * chosen, each with its own progress bar and error. `start` sends one file, `onDone` takes each result,
 * `precheck` refuses files the browser already knows to be wrong without sending them. Leaving the
 * screen aborts the running upload and drops the queue.
 */
export function useUploadQueue<T>(options: {
  start: (file: File, onProgress: (fraction: number) => void) => UploadHandle<T>;
  onDone: (result: T) => void;
  precheck: (file: File) => UploadProblem | null;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ item: UploadItem; file: File }[]>([]);
  const running = useRef<UploadHandle<T> | null>(null);
  const mounted = useRef(true);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      running.current?.abort();
      queue.current = [];
    };
  }, []);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const pump = async () => {
    if (running.current) return;
    const next = queue.current.shift();
    if (!next) return;
    const { item, file } = next;
    patch(item.key, { state: 'uploading', progress: 0 });
    const handle = latest.current.start(file, (fraction) =>
      patch(item.key, fraction >= 1 ? { state: 'processing', progress: 1 } : { progress: fraction }),
    );
    running.current = handle;
    try {
      const result = await handle.promise;
      if (!mounted.current) return;
      latest.current.onDone(result);
      setItems((list) => list.filter((u) => u.key !== item.key));
    } catch (error) {
      if (mounted.current) patch(item.key, { state: 'error', problem: uploadProblemKey(error) });
    } finally {
      running.current = null;
    }
    void pump();
  };

  const entry = (file: File, problem?: string): UploadItem => ({
    key: `upload-${++counter}`,
    name: file.name,
    size: file.size,
    state: problem ? 'error' : 'queued',
    progress: 0,
    problem,
  });

  /** Queues the accepted files (after the precheck) and lists the refused ones with their reason. */
  const add = (files: readonly File[], rejected: readonly RejectedFile[] = []) => {
    const added = files.map((file) => {
      const problem = latest.current.precheck(file);
      const item = entry(file, problem ? `error.${problem}` : undefined);
      if (!problem) queue.current.push({ item, file });
      return item;
    });
    setItems((list) => [...list, ...added, ...rejected.map(({ file, problem }) => entry(file, problem))]);
    void pump();
  };

  const dismiss = (key: string) => setItems((list) => list.filter((u) => u.key !== key));
  return { items, add, dismiss };
}

/** The reason the drop zone gives for a refused file, as an i18n key. */
export function rejectionProblem(errors: readonly { code: string }[]): string {
  return errors.some((e) => e.code === 'file-too-large') ? 'error.fileTooLarge' : 'error.unsupportedFileType';
}

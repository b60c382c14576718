import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { TFunction } from 'i18next';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextEditorProps {
  /** Field label shown above the editor. */
  label: string;
  /** The HTML (the server sanitises it when it is saved). */
  value: string;
  onChange: (html: string) => void;
  /** Shown below the editor, e.g. a validation message. */
  error?: string | null;
  /** Minimum height of the writing area. */
  minHeight?: number;
  /** Marks the label with the required asterisk, like the other inputs. */
  required?: boolean;
  'data-testid'?: string;
}

/**
 * The administrators' rich text field (glossary and funding descriptions, campaign texts): headings,
 * emphasis, lists, quotes and links, with the toolbar labelled in the UI language. Outside changes of
 * `value` (e.g. loading another entry, discarding changes) replace the content.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  minHeight = 160,
  required = false,
  ...rest
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-labelledby': id, 'aria-multiline': 'true', role: 'textbox' } },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const labels = useMemo(() => editorLabels(t), [t]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={id}
      error={error ?? undefined}
      withAsterisk={required}
      data-testid={rest['data-testid']}
    >
      <MantineRichTextEditor editor={editor} labels={labels} mt={4}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.ClearFormatting />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
            <MantineRichTextEditor.Blockquote />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content style={{ minHeight }} />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}

/** Toolbar labels in the UI language (the controls above; the rest keep Mantine's English defaults). */
function editorLabels(t: TFunction): Partial<RichTextEditorLabels> {
  return {
    boldControlLabel: t('admin.richText.bold'),
    italicControlLabel: t('admin.richText.italic'),
    underlineControlLabel: t('admin.richText.underline'),
    clearFormattingControlLabel: t('admin.richText.clearFormatting'),
    h2ControlLabel: t('admin.richText.h2'),
    h3ControlLabel: t('admin.richText.h3'),
    bulletListControlLabel: t('admin.richText.bulletList'),
    orderedListControlLabel: t('admin.richText.orderedList'),
    blockquoteControlLabel: t('admin.richText.blockquote'),
    linkControlLabel: t('admin.richText.link'),
    unlinkControlLabel: t('admin.richText.unlink'),
    undoControlLabel: t('admin.richText.undo'),
    redoControlLabel: t('admin.richText.redo'),
    linkEditorInputLabel: t('admin.richText.linkUrl'),
    linkEditorInputPlaceholder: 'https://…',
    linkEditorExternalLink: t('admin.richText.linkExternal'),
    linkEditorInternalLink: t('admin.richText.linkInternal'),
    linkEditorSave: t('common.save'),
  };
}

import { stringify } from 'yaml';
import { z } from 'zod';
import { contentLinkLabels, socialMediaLabels } from '../../src/config/contentLinkLabels.ts';
import { countryLinksSchema } from '../../src/config/contentLinkSchema.ts';
import {
  contentLinksFolder,
  countryLinksFileName,
  countrySchemaFileName,
} from '../../src/config/contentLinksFile.ts';
import { countries, countryCodes, type CountryCode } from '../../src/config/countries.ts';
import {
  editorLocalApiPath,
  editorPreviewCountry,
  editorProductionOrigin,
  editorRepository,
  previewStatusContext,
} from '../../src/config/editorSite.ts';
import { languageInfo, type Language } from '../../src/config/languages.ts';

/**
 * Decap CMS's configuration (`config.yml`), written from the content-link schema: the editor
 * offers exactly the fields the build accepts, marks required exactly what the build requires,
 * and refuses an address the build would refuse, because both come from one zod schema. Each
 * country is one entry (one file); each of its languages is one group of fields, labelled in
 * that language (docs/decisions.md, "The content editor", says why not Decap's i18n).
 */

/** The part of a JSON Schema (as zod writes it) this module reads. */
interface SchemaNode {
  type?: string;
  pattern?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
}

export interface EditorField {
  name: string;
  label: string;
  widget: 'string' | 'object' | 'hidden';
  required?: boolean;
  hint?: string;
  /** Decap's pattern: the regular expression and the message shown when a value fails it. */
  pattern?: [string, string];
  collapsed?: boolean;
  default?: string;
  fields?: EditorField[];
}

export type EditorTarget = 'local' | 'production';

function labelOf(language: Language, path: string[]): string {
  const [field, subfield] = path;
  const label = subfield
    ? socialMediaLabels[subfield as keyof typeof socialMediaLabels]
    : contentLinkLabels[language].fields[field as keyof (typeof contentLinkLabels)['en']['fields']];
  // A field added to the schema but not to the labels table must not reach the editor unnamed.
  if (!label) throw new Error(`src/config/contentLinkLabels.ts names no "${path.join('.')}" link`);
  return label;
}

function fieldsOf(
  country: CountryCode,
  language: Language,
  node: SchemaNode,
  path: string[] = [],
): EditorField[] {
  const words = contentLinkLabels[language];
  return Object.entries(node.properties ?? {}).map(([name, child]): EditorField => {
    const here = [...path, name];
    const required = (node.required ?? []).includes(name);
    if (child.type === 'object') {
      return {
        name,
        label: labelOf(language, here),
        widget: 'object',
        required,
        collapsed: false,
        fields: fieldsOf(country, language, child, here),
      };
    }
    if (!child.pattern)
      throw new Error(`content link "${here.join('.')}" has no address pattern in the schema`);
    const byLaw = name === 'imprint' && countries[country].imprintRequired;
    return {
      name,
      label: labelOf(language, here),
      widget: 'string',
      required,
      hint: byLaw ? `${words.hint}. ${words.requiredByLaw}` : words.hint,
      pattern: [child.pattern, words.notHttps],
    };
  });
}

/** One country's entry: its file, and a group of fields per language, own language first. */
export function countryEntry(country: CountryCode) {
  const schema = z.toJSONSchema(countryLinksSchema(country), { io: 'input' }) as SchemaNode;
  const { flag, nativeName, languages } = countries[country];
  return {
    name: country,
    label: `${flag} ${nativeName}`,
    file: `${contentLinksFolder}/${countryLinksFileName(country)}`,
    fields: [
      // Kept in the file so code editors go on checking it against its JSON Schema.
      {
        name: '$schema',
        label: 'JSON Schema',
        widget: 'hidden',
        default: `./${countrySchemaFileName(country)}`,
      },
      ...languages.map((language) => ({
        name: language,
        label: languageInfo[language].nativeName,
        widget: 'object',
        collapsed: false,
        fields: fieldsOf(country, language, schema.properties![language]!),
      })),
    ] as EditorField[],
  };
}

/**
 * The whole configuration. Locally Decap talks to decap-server through the editor's own origin
 * and saves straight into the working tree; deployed, it signs in with GitHub and every save
 * becomes a branch and pull request (editorial workflow).
 */
export function editorConfig(target: EditorTarget) {
  const backend =
    target === 'local'
      ? { name: 'proxy', proxy_url: editorLocalApiPath, branch: editorRepository.branch }
      : {
          name: 'github',
          repo: editorRepository.repo,
          branch: editorRepository.branch,
          base_url: editorProductionOrigin,
          // "View preview": the status CI records for this country's preview (npm run preview:status).
          preview_context: previewStatusContext(editorPreviewCountry),
        };
  return {
    // The editor's own words (buttons, menus, its messages) are English for every marketer; the
    // links' labels and help are in each language's own words (src/config/contentLinkLabels.ts).
    locale: 'en',
    backend,
    ...(target === 'production' ? { publish_mode: 'editorial_workflow' } : {}),
    // Decap requires a media folder; no field uploads anything.
    media_folder: 'editor/uploads',
    collections: [
      {
        name: 'content-links',
        label: 'Content links',
        description: 'Links to the marketing site, per country and language (docs/content-links.md).',
        format: 'json',
        editor: { preview: false },
        files: countryCodes.map(countryEntry),
      },
    ],
  };
}

export function editorConfigYaml(target: EditorTarget): string {
  const header =
    target === 'production'
      ? '# Decap CMS configuration of the deployed editor, written by `npm run generate` from\n' +
        '# src/config/contentLinkSchema.ts and contentLinkLabels.ts: do not edit. (The local editor\n' +
        '# of `npm start` gets its own from scripts/lib/editorServer.ts.)\n'
      : '# Decap CMS configuration of the local editor, written from src/config/contentLinkSchema.ts.\n';
  return header + stringify(editorConfig(target), { lineWidth: 0 });
}

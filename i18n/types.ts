import type { TranslationMessages } from 'ra-core';

/** A catalogue subtree: nested objects whose leaves are react-admin style messages (`%{x}`, ` |||| `). */
export interface StringTree {
  [key: string]: string | StringTree;
}

/** The same shape as `T`, every leaf a string: what a translation of `T` must provide. */
export type DeepStrings<T> = T extends string ? string : { [K in keyof T]: DeepStrings<T[K]> };

/** Like `DeepStrings`, with every optional branch made required. */
export type DeepRequired<T> = T extends string
  ? string
  : { [K in keyof T]-?: DeepRequired<NonNullable<T[K]>> };

/**
 * React-admin's own messages (`ra.*`) as a translation must provide them: every key of ra-core's
 * `TranslationMessages['ra']`, the optional `guesser` and `configurable` branches included.
 */
export type RaMessages = DeepRequired<TranslationMessages['ra']>;

/** The toolbar labels ra-input-rich-text reads as `ra.tiptap.<key>` (ra-language-english has none). */
export type RaTiptapMessages = Record<
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'code'
  | 'list_bulleted'
  | 'list_numbered'
  | 'link'
  | 'clear_format'
  | 'align_left'
  | 'align_right'
  | 'align_center'
  | 'align_justify'
  | 'blockquote'
  | 'color'
  | 'highlight'
  | 'image'
  | 'image_dialog'
  | 'select_level'
  | 'current_level'
  | 'paragraph'
  | 'heading1'
  | 'heading2'
  | 'heading3'
  | 'heading4'
  | 'heading5'
  | 'heading6',
  string
>;

/**
 * Labels of one resource (`resources.<name>.*`). Written in react-admin syntax: `name` carries the
 * plural forms (`'Store |||| Stores'`), `fields.<field>`, `enums.<field>.<value>`, `sections.<key>`;
 * other subtrees (e.g. `actions`, `messages`) are allowed.
 */
export interface ResourceMessages extends StringTree {
  name: string;
  fields: Record<string, string>;
}

/** A file of `i18n/resources/`: the labels of one resource in every language. */
export interface ResourceCatalogue<E extends ResourceMessages = ResourceMessages> {
  'en-US': E;
  'zh-CN': DeepStrings<E>;
}

/**
 * Declares the labels of a resource. The Chinese half must have exactly the keys of the English
 * half (the compiler reports a missing or extra key).
 */
export function defineResourceMessages<E extends ResourceMessages>(catalogue: {
  'en-US': E;
  'zh-CN': NoInfer<DeepStrings<E>>;
}): ResourceCatalogue<E> {
  return catalogue;
}

/** A file of `i18n/features/`: the strings of one feature (`app.<file name>.*`) in every language. */
export interface FeatureCatalogue<E extends StringTree = StringTree> {
  'en-US': E;
  'zh-CN': DeepStrings<E>;
}

/** Declares a feature's strings; the Chinese half must have exactly the keys of the English half. */
export function defineFeatureMessages<E extends StringTree>(catalogue: {
  'en-US': E;
  'zh-CN': NoInfer<DeepStrings<E>>;
}): FeatureCatalogue<E> {
  return catalogue;
}

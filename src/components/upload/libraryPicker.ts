/**
 * The media library's picker (issue 15, S08), offered by the picture uploaders of generated forms.
 * The media feature provides it when the app starts: shared widgets cannot import a feature.
 */
export interface LibraryPickOptions {
  /** Accepted extensions without the dot. */
  readonly accept?: readonly string[];
  /** Largest accepted item in bytes. */
  readonly maxSize?: number;
  /** How many items may be chosen. */
  readonly max?: number;
}

export type LibraryPicker = (options: LibraryPickOptions) => Promise<{ id: number; url: string }[]>;

let provided: LibraryPicker | undefined;

export function provideLibraryPicker(picker: LibraryPicker | undefined): void {
  provided = picker;
}

export function libraryPicker(): LibraryPicker | undefined {
  return provided;
}

import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';

/** React-admin's own English messages (`ra.*`), as shipped by ra-language-english. */
const ra: TranslationMessages['ra'] = englishMessages.ra;

export default ra;

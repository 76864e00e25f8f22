import da from './da.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import nb from './nb.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/**
 * The field checks' texts (lib/forms/fieldChecks.ts), the same words on every form that makes the
 * check, per language; i18n/index.ts puts each where its forms read it.
 */
export default { sv, en, da, nb, fi, de };

import da from './da.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import nb from './nb.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** Texts of the shop section, per language. */
export default { sv, en, da, nb, fi, de };

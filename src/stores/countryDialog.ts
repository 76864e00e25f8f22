import { atom } from 'nanostores';
import { closeOnNavigation } from './navigation.ts';

/** Whether the country dialog (footer's country button) is open. */
export const $countryDialogOpen = atom(false);

export function openCountryDialog(): void {
  $countryDialogOpen.set(true);
}

// Choosing another country leaves the page; the dialog makes way for the loader.
closeOnNavigation($countryDialogOpen);

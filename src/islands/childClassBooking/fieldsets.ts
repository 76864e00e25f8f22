import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { BookingProblem, BookingValues } from '../../lib/childClassBooking/bookingForm.ts';
import type { FieldProblem } from '../../lib/forms/fieldProblems.ts';
import type { Booking, BookingState } from '../../stores/booking.ts';
import type { BookingPageConfig } from './config.ts';

/** A booking field's control id (and name), which focus after a failed submit goes by. */
export const idOf = (name: keyof BookingValues) => `booking-${name}`;

/** A field's problem and the words for it, as `Field` takes them. */
export interface ProblemProps {
  problem: FieldProblem<BookingProblem> | undefined;
  words: (key: BookingProblem) => string;
  service: ServiceTexts;
}

/** What each of the booking form's fieldsets is given. */
export interface FieldsetProps {
  state: BookingState;
  booking: Booking;
  config: BookingPageConfig;
  /** A field's problem, worded with the class's ages and date filled in. */
  problemOf: (name: keyof BookingValues) => ProblemProps;
}

import { MainApiClient } from './httpClient.ts';
import { toUtcBirthdate } from './dates.ts';
import type {
  ChildClass,
  ChildClassBookingConfirmation,
  ChildClassBookingRequest,
  ChildClassBookingResult,
} from './types/childClass.ts';
import * as schemas from './schemas/childClass.ts';

/** Child classes and their booking (spec §7, main API: classes). */
export class ChildClassClient extends MainApiClient {
  /** The classes of a play centre (child-class list, one minute: places fill up). */
  byPlayground(playgroundId: string): Promise<ChildClass[]> {
    return this.http.getList('/api/child-class/by-playground/{playgroundId}', schemas.childClass, {
      params: { playgroundId },
      cache: this.caches.lists.childClass,
    });
  }

  /** The T-shirt sizes a child can be given (response cache). */
  tShirtSizes(): Promise<string[]> {
    return this.http.getList('/api/child-class/t-shirt-sizes', schemas.tShirtSize, {
      cache: this.caches.response,
    });
  }

  /** Books a place for a child; the birthdate goes out as midnight UTC of the picked day. */
  book(booking: ChildClassBookingRequest): Promise<ChildClassBookingResult | null> {
    const { childBirthdate } = booking;
    const body = {
      ...booking,
      childBirthdate: childBirthdate === null ? null : toUtcBirthdate(childBirthdate),
    };
    return this.http.json({ method: 'POST', path: '/api/child-class/booking', body }, schemas.bookingResult);
  }

  /** What the confirmation page of a booking shows, including the payment link. */
  confirmation(bookingId: string, orderReference: string): Promise<ChildClassBookingConfirmation | null> {
    return this.http.get(
      '/api/child-class/booking/{bookingId}/confirmation-information/{orderReference}',
      schemas.bookingConfirmation,
      { params: { bookingId, orderReference } },
    );
  }
}

import { contractPayload } from '@mc/contracts';
import { type Executor, newEvent, type Outbox, type Viewer } from '@mc/platform';
import type { AccountService } from '../accounts/account.service';
import type { PasswordHasher } from '../auth/passwords';
import { countFailedPinAttempt, deleteDevicePin, lockDevicePin, saveDevicePin } from '../db/pins.repository';
import { updateUser, type UserRow } from '../db/users.repository';
import { identityError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { devicePinMail } from '../mail/templates';
import { decidePinSend, generatePin, isWellFormedPin, MAX_FAILED_PIN_ATTEMPTS, PIN_TTL_MS } from './pin-rules';

/** Device confirmation by a 5-digit PIN e-mailed to the customer (stored hashed, expires, 5 tries). */
export class DeviceService {
  constructor(
    private readonly outbox: Outbox,
    private readonly accounts: AccountService,
    private readonly mailer: Mailer,
    private readonly pins: PasswordHasher,
    private readonly now: () => number = Date.now,
  ) {}

  async requestPin(viewer: Viewer): Promise<void> {
    await this.sendPin(await this.accounts.requireCustomer(viewer));
  }

  /**
   * E-mails a new PIN under the same resend limits whoever asks (the customer, or an admin for
   * them); `alongside` runs in the PIN's transaction, so an admin's audit entry lands with it.
   */
  async sendPin(user: UserRow, alongside?: (tx: Executor) => Promise<void>): Promise<void> {
    if (user.deviceVerifiedAt) throw identityError('DEVICE_ALREADY_VERIFIED', 'This device is already confirmed');
    const pin = generatePin();
    const pinHash = await this.pins.hash(pin);
    await this.outbox.transaction(async (tx) => {
      const previous = await lockDevicePin(tx, user.id);
      const decision = decidePinSend(previous, this.now());
      if (!decision.allowed) {
        throw identityError(
          'PIN_RESEND_TOO_SOON',
          `A PIN was sent recently: try again in ${Math.ceil(decision.retryAfterMs / 1000)} seconds`,
          { retryAfterMs: decision.retryAfterMs },
        );
      }
      const sentAt = new Date(this.now());
      await saveDevicePin(tx, {
        userId: user.id,
        pinHash,
        expiresAt: new Date(this.now() + PIN_TTL_MS),
        failedAttempts: 0,
        sentAt,
        windowStartedAt: decision.windowStartedAt,
        sendsInWindow: decision.sendsInWindow,
      });
      await this.mailer.queue(
        tx,
        user.email,
        devicePinMail(user.language, pin, PIN_TTL_MS / 60_000),
        'device-pin',
        user.id,
        [pin],
      );
      await alongside?.(tx);
    });
    await this.mailer.deliverPending();
  }

  /**
   * The PIN's shape is checked first, so bad input is a 400 whoever asks. A confirmed device is a
   * conflict (as requestPin answers), not a success: a quiet 200 would accept any PIN at all.
   */
  async verify(viewer: Viewer, pin: string): Promise<UserRow> {
    if (!isWellFormedPin(pin))
      throw identityError('INVALID_INPUT', 'The PIN is 5 digits', {
        fields: [{ field: 'pin', problem: 'must be 5 digits' }],
      });
    const user = await this.accounts.requireCustomer(viewer);
    if (user.deviceVerifiedAt) throw identityError('DEVICE_ALREADY_VERIFIED', 'This device is already confirmed');
    const outcome = await this.outbox.transaction(async (tx, publish) => {
      const stored = await lockDevicePin(tx, user.id);
      if (!stored) throw identityError('PIN_NOT_REQUESTED', 'Request a PIN first');
      if (stored.failedAttempts >= MAX_FAILED_PIN_ATTEMPTS)
        throw identityError('PIN_LOCKED', 'Too many wrong PINs: request a new one');
      if (stored.expiresAt.getTime() <= this.now())
        throw identityError('PIN_EXPIRED', 'The PIN expired: request a new one');
      if (!(await this.pins.verify(stored.pinHash, pin))) {
        await countFailedPinAttempt(tx, user.id, stored.failedAttempts + 1);
        return { kind: 'wrong', attemptsLeft: MAX_FAILED_PIN_ATTEMPTS - stored.failedAttempts - 1 } as const;
      }
      await deleteDevicePin(tx, user.id);
      const verifiedAt = new Date(this.now());
      await publish(
        newEvent(
          'identity.user.device_verified',
          contractPayload('identity.user.device_verified', { userId: user.id, verifiedAt: verifiedAt.toISOString() }),
        ),
      );
      return { kind: 'verified', user: await updateUser(tx, user.id, { deviceVerifiedAt: verifiedAt }) } as const;
    });
    // Refused after the commit, so the failed attempt is counted.
    if (outcome.kind === 'wrong') {
      if (outcome.attemptsLeft <= 0) throw identityError('PIN_LOCKED', 'Too many wrong PINs: request a new one');
      throw identityError('PIN_WRONG', `The PIN is wrong: ${outcome.attemptsLeft} attempts left`, {
        attemptsLeft: outcome.attemptsLeft,
      });
    }
    return outcome.user;
  }
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paymentCustomers, paymentMethods, users } from '../../db/schema/index.js';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
type Provider = PaymentMethodRow['provider'];

export async function findPaymentMethod(db: Executor, provider: Provider, paymentMethodId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.provider_payment_method_id, paymentMethodId)));
  return row;
}

/** Records a saved card; when the id is already recorded, answers that row (attaching twice is a no-op). */
export async function insertPaymentMethod(db: Executor, values: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(values).onConflictDoNothing().returning();
  return row ?? (await findPaymentMethod(db, values.provider, values.provider_payment_method_id))!;
}

export async function deletePaymentMethod(db: Executor, provider: Provider, paymentMethodId: string, customer: string): Promise<void> {
  await db
    .delete(paymentMethods)
    .where(
      and(
        eq(paymentMethods.provider, provider),
        eq(paymentMethods.provider_payment_method_id, paymentMethodId),
        eq(paymentMethods.customer_id, customer),
      ),
    );
}

export function listForCustomer(db: Executor, provider: Provider, customer: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.customer_id, customer)))
    .orderBy(asc(paymentMethods.created_at), asc(paymentMethods.id));
}

export async function findCustomer(db: Executor, provider: Provider, customer: string) {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.provider_customer_id, customer)));
  return row;
}

export async function setDefault(db: Executor, provider: Provider, customer: string, paymentMethodId: string | null): Promise<void> {
  await db
    .update(paymentCustomers)
    .set({ default_payment_method_id: paymentMethodId })
    .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.provider_customer_id, customer)));
}

/** Clears the default when it is this card (a detached card is nobody's default). */
export async function clearDefaultIf(db: Executor, provider: Provider, customer: string, paymentMethodId: string): Promise<void> {
  await db
    .update(paymentCustomers)
    .set({ default_payment_method_id: null })
    .where(
      and(
        eq(paymentCustomers.provider, provider),
        eq(paymentCustomers.provider_customer_id, customer),
        eq(paymentCustomers.default_payment_method_id, paymentMethodId),
      ),
    );
}

/** What the processor's customer is created with: the account's email and name. */
export async function accountContact(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`trim(coalesce(${users.first_name}, '') || ' ' || coalesce(${users.last_name}, ''))`,
      is_anonymous: users.is_anonymous,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

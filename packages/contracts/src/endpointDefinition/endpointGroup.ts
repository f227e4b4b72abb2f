import type { EndpointCall, EndpointSchemas } from './endpointCall';

/** The endpoint made of `Call` and `Schemas`, as one object type. */
export type EndpointOf<Call extends EndpointCall, Schemas extends EndpointSchemas> = {
  [Part in keyof (Call & Schemas)]: (Call & Schemas)[Part];
};

/**
 * Defines a group of endpoints as the contracts define every one: each call (`defineCalls`,
 * zod-free, in its area's `callParts.ts`) with its schemas added, under the call's name. The
 * schemas name exactly the calls, so a call cannot lose its schemas nor a schema its call.
 */
export function defineEndpoints<
  const Calls extends Record<string, EndpointCall>,
  const Schemas extends { readonly [Name in keyof Calls]: EndpointSchemas },
>(
  calls: Calls,
  schemas: Schemas & { readonly [Extra in Exclude<keyof Schemas, keyof Calls>]: never },
): { readonly [Name in keyof Calls]: EndpointOf<Calls[Name], Schemas[Name]> } {
  const schemasByName: Record<string, EndpointSchemas> = schemas;
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, { ...call, ...schemasByName[name] }]),
  ) as { readonly [Name in keyof Calls]: EndpointOf<Calls[Name], Schemas[Name]> };
}

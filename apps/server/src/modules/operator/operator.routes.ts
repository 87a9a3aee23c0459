import { type Operator, operatorResponseSchema } from '@vita/shared';
import type { OperatorConfig } from '../../config';
import { type App, ok, typed } from '../../http/context';
import { replies } from '../../http/responses';

export const operatorData = (operator: OperatorConfig): Operator => ({
  name: operator.name,
  address_lines: operator.addressLines,
  email: operator.email,
  phone: operator.phone,
  vat_id: operator.vatId,
  representative: operator.representative,
  register: operator.register,
  supervisory_authority: operator.supervisoryAuthority,
  data_protection_officer: operator.dataProtectionOfficer,
});

/** GET /operator: the operator's identity for the Impressum, the AGB and the payment page. */
export async function operatorRoutes(app: App, { operator }: { operator: OperatorConfig }) {
  const data = operatorData(operator);
  typed(app).get(
    '/operator',
    { schema: { response: replies(operatorResponseSchema) } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok('OK', { data });
    },
  );
}

/** A partner's network donors and donor imports (docs/api-donors.md). Every call names the partner account. */
import type {
  DonorImport,
  DonorImportList,
  DonorImportMapping,
  NetworkDonor,
  NetworkDonorList,
  ThankYouMessage,
} from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

export type { DonorImport, DonorImportList, DonorImportMapping, NetworkDonor, NetworkDonorList, ThankYouMessage };

export const DONORS_PAGE = 20;

export const donorsKey = (partnerId: number, offset: number, query: string) =>
  `users/${partnerId}/network-donors?limit=${DONORS_PAGE}&offset=${offset}${query ? `&query=${encodeURIComponent(query)}` : ''}`;
export const importsKey = (partnerId: number) => `users/${partnerId}/donor-import/stats?limit=10`;
export const importErrorsPath = (partnerId: number, importId: number) => `users/${partnerId}/donor-import/${importId}/errors`;

export const addDonor = (
  api: Transport,
  partnerId: number,
  body: { first_name: string; last_name: string; email: string; current_user: number },
) => api.post<NetworkDonor>(`users/${partnerId}/add-donor-to-network`, body);

export const inviteDonor = (api: Transport, partnerId: number, donorId: number) =>
  api.post<NetworkDonor>(`users/${partnerId}/network-donors/${donorId}/invite`, {});

export const uploadDonors = (api: Transport, partnerId: number, file: File, mapping: DonorImportMapping) =>
  api.upload<DonorImport>(`users/${partnerId}/donor-import?${new URLSearchParams(mapping).toString()}`, file, { fileName: file.name });

export const undoImport = (api: Transport, partnerId: number, importId: number) =>
  api.delete<DonorImport>(`users/${partnerId}/donor-import/${importId}`);

export const thankYouKey = (partnerId: number) => `users/${partnerId}/thank-you-message`;

export const saveThankYouMessage = (api: Transport, partnerId: number, message: string) =>
  api.put<ThankYouMessage>(thankYouKey(partnerId), { message });

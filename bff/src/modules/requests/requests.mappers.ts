import type { RequestCompanyDto, RequestDto, RequestSummaryDto } from './requests.api.js';

export type RequestMapper = RequestDto;
export type RequestSummaryMapper = RequestSummaryDto;
export type RequestCompanyMapper = RequestCompanyDto;

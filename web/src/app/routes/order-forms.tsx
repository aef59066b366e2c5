import { AddRushPage as AddRush } from '../../features/orders/components/forms/add-rush-page';
import { ReturnNegativesPage as ReturnNegatives } from '../../features/orders/components/forms/return-negatives-page';
import { useOrderRoute } from './use-user-base';

// An order's forms (the negatives' return with its address picker, rush) are their own chunk: the orders list and an
// order's page, which every customer opens, do not carry them (the signed-in JavaScript budget).

export const ReturnNegativesPage = () => <ReturnNegatives {...useOrderRoute()} />;

export const AddRushPage = () => <AddRush {...useOrderRoute()} />;

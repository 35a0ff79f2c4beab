import { PickupPage, pickupMetadata } from "../_components/pickup-page";
import { residentialPage as page } from "@/content/services/residential";

export const metadata = pickupMetadata(page);

export default function ResidentialWastePickupPage() {
  return <PickupPage page={page} crumb="Residential Waste Pickup" faqs="residentialwaste" />;
}

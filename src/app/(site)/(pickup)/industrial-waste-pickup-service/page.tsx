import { PickupPage, pickupMetadata } from "../_components/pickup-page";
import { industrialPage as page } from "@/content/services/industrial";

export const metadata = pickupMetadata(page);

export default function IndustrialWastePickupPage() {
  return (
    <PickupPage page={page} crumb="Industrial Waste Pickup" faqs="industrialwaste" showEWaste />
  );
}

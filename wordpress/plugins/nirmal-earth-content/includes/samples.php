<?php
/**
 * The website's sample content and the company's own. Until the company publishes an entry of a
 * type, the website shows that type's samples; from the first published entry on, the samples
 * never return, even when every entry is later unpublished (FAQs count page by page). The keys
 * of the types (for FAQs "faq:<page>") that have had a published entry are kept in an option and
 * published in the settings record as "samples_retired"; the website applies its rule per type
 * (src/lib/company-content, docs/editing-content.md). Editors are told on the edit screen before
 * their first entry replaces the samples.
 */

if (!defined('ABSPATH')) {
    exit;
}

const NE_SAMPLES_RETIRED_OPTION = 'nirmal_earth_samples_retired';

/** What the website does with each type's samples once the first entry is published. */
function ne_content_sample_rules(): array
{
    return [
        'team-member' => 'Publishing the first team member replaces every sample team member on the website\'s Team page. The samples never come back, even if you later unpublish every team member: the team section is then hidden.',
        'client' => 'Publishing the first client replaces every sample client logo on the EPR compliance page. The samples never come back: without a published client, the logos are hidden.',
        'testimonial' => 'Publishing the first testimonial ends every sample testimonial, on the home page and the EPR compliance page alike. A page with no testimonial of its own then shows no testimonials at all, and the samples never come back.',
        'faq' => 'On each page ticked under "Shown on", the first FAQ published for that page replaces that page\'s sample questions, and they never come back to it. Pages still showing sample questions: %s.',
        'office' => 'Publishing the first office replaces the sample regional offices for good. The corporate office the website shows (footer, Contact page, home page) stays the sample corporate office until you publish an office whose type is Corporate (head office).',
    ];
}

/** The keys an entry retires when it is published: its type, or "faq:<page>" per page. */
function ne_content_retiring_keys(int $post_id, string $type_key): array
{
    if ($type_key !== 'faq') {
        return [$type_key];
    }
    $pages = get_post_meta($post_id, 'pages', true);
    return array_map(fn($page) => 'faq:' . $page, is_array($pages) ? array_filter($pages, 'is_string') : []);
}

/**
 * The retired keys: those kept, and those of every entry published now (an install whose
 * entries were published before the option existed counts them too). Stored when it grows.
 */
function ne_content_samples_retired(): array
{
    $stored = get_option(NE_SAMPLES_RETIRED_OPTION, []);
    $keys = is_array($stored) ? array_values(array_filter($stored, 'is_string')) : [];
    $published = get_posts(['post_type' => ne_content_post_types(), 'post_status' => 'publish', 'numberposts' => -1, 'fields' => 'ids', 'has_password' => false]);
    foreach ($published as $id) {
        $type_key = ne_content_type_key((string) get_post_type($id));
        if ($type_key !== null) {
            $keys = array_merge($keys, ne_content_retiring_keys((int) $id, $type_key));
        }
    }
    $keys = array_values(array_unique($keys));
    sort($keys);
    if ($keys !== $stored) {
        update_option(NE_SAMPLES_RETIRED_OPTION, $keys, false);
    }
    return $keys;
}

// After the checks (priority 10): an entry that is published now retires its samples.
add_action('wp_after_insert_post', function ($post_id, $post) {
    if (ne_content_type_key($post->post_type) !== null && get_post_status($post_id) === 'publish') {
        ne_content_samples_retired();
    }
}, 20, 2);

/** The notice on an entry's edit screen while its publication would still replace samples. */
add_action('edit_form_top', function ($post) {
    $type_key = ne_content_type_key($post->post_type);
    if ($type_key === null) {
        return;
    }
    $retired = ne_content_samples_retired();
    $rule = ne_content_sample_rules()[$type_key];
    if ($type_key === 'faq') {
        $options = ne_content_types()['faq']['fields']['pages']['options'];
        $left = array_filter($options, fn($page) => !in_array('faq:' . $page, $retired, true), ARRAY_FILTER_USE_KEY);
        if (!$left) {
            return;
        }
        $rule = sprintf($rule, implode(', ', $left));
    } elseif ($type_key === 'office' && in_array('office', $retired, true)) {
        $corporate = get_posts(['post_type' => 'ne_office', 'post_status' => 'publish', 'numberposts' => 1, 'fields' => 'ids',
            'has_password' => false, 'meta_key' => 'kind', 'meta_value' => 'corporate']);
        if ($corporate) {
            return;
        }
        $rule = 'The corporate office the website shows (footer, Contact page, home page) is still the sample one: publish an office whose type is Corporate (head office) to replace it.';
    } elseif (in_array($type_key, $retired, true)) {
        return;
    }
    echo '<div class="notice notice-info inline ne-content-samples"><p><strong>' . esc_html('The website still shows sample content here.') . '</strong> ' . esc_html($rule) . '</p></div>';
});

<?php
/**
 * The site settings record: contact details, social links, headline claims and counters. Edited
 * under Settings → Site contact and claims; read publicly at GET /wp-json/nirmal-earth/v1/settings
 * (core's settings endpoint needs an administrator, and the website holds no credentials).
 */

if (!defined('ABSPATH')) {
    exit;
}

const NE_SETTINGS_OPTION = 'nirmal_earth_settings';
const NE_SETTINGS_MODIFIED_OPTION = 'nirmal_earth_settings_modified';
const NE_SETTINGS_PAGE = 'nirmal-earth-settings';

/** Every field: group (null at the top level), kind (phone, email, url, claim, counter), label, help. */
function ne_settings_fields(): array
{
    return [
        'phone' => [null, 'phone', 'Main phone number', 'The number shown in the footer, the Contact page, the contact blocks, the pickup FAQ and the forms\' confirmations. Indian number, 10 to 13 digits; digits, spaces, + and - only, e.g. 1800 425 7070.'],
        'email' => [null, 'email', 'Main e-mail', 'For customer enquiries, shown beside the phone and in the terms of use, e.g. support@example.com.'],
        'privacy_email' => [null, 'email', 'Privacy e-mail', 'Where people send privacy and data requests; shown on the privacy notice.'],
        'careers_email' => [null, 'email', 'Careers e-mail', 'Where job applicants write; shown on the Careers page.'],
        'whatsapp' => [null, 'phone', 'WhatsApp number', 'The number the WhatsApp button opens, with the country code, e.g. +919443012345.'],
        'linkedin' => ['social', 'url', 'LinkedIn', 'The company page, starting with https://, e.g. https://www.linkedin.com/company/name.'],
        'instagram' => ['social', 'url', 'Instagram', 'Starting with https://, e.g. https://www.instagram.com/name.'],
        'facebook' => ['social', 'url', 'Facebook', 'Starting with https://, e.g. https://www.facebook.com/name.'],
        'x' => ['social', 'url', 'X (Twitter)', 'Starting with https://, e.g. https://x.com/name.'],
        'brands_trust' => ['claims', 'claim', 'Brands that trust us', 'Shown as "… brands trust us", e.g. 150+. At most 12 characters.'],
        'happy_customers' => ['claims', 'claim', 'Happy customers', 'e.g. 10k+. At most 12 characters.'],
        'years_experience' => ['claims', 'claim', 'Years of experience', 'e.g. 15+. At most 12 characters.'],
        'epr_brands' => ['claims', 'claim', 'EPR brands served', 'e.g. 45+. At most 12 characters.'],
        'google_rating' => ['claims', 'claim', 'Google rating', 'The current rating out of 5, e.g. 4.9. At most 12 characters.'],
        'epr-clients' => ['counters', 'counter', 'EPR clients', 'A whole number, 0 or more, e.g. 45.'],
        'e-waste' => ['counters', 'counter', 'E-waste (tonnes)', 'A whole number, 0 or more, e.g. 2481.'],
        'partners' => ['counters', 'counter', 'Partners', 'A whole number, 0 or more.'],
        'schools' => ['counters', 'counter', 'Schools reached', 'A whole number, 0 or more.'],
        'plastic' => ['counters', 'counter', 'Plastic (tonnes)', 'A whole number, 0 or more.'],
        'paper' => ['counters', 'counter', 'Paper (tonnes)', 'A whole number, 0 or more.'],
        'ulbs' => ['counters', 'counter', 'Urban local bodies', 'A whole number, 0 or more.'],
        'ragpickers' => ['counters', 'counter', 'Waste pickers supported', 'A whole number, 0 or more.'],
    ];
}

/**
 * The website's own value of each field (src/content/site.ts and counters.ts), shown on the
 * settings page as the value in use while a field is empty. A social link has none: left empty,
 * its icon is hidden. tests/integration/wordpress/content-registry.test.ts keeps these equal to
 * the site's.
 */
function ne_settings_site_defaults(): array
{
    return [
        'phone' => '1800 425 7070',
        'email' => 'support@nirmalearth.example',
        'privacy_email' => 'privacy@nirmalearth.example',
        'careers_email' => 'careers@nirmalearth.example',
        'whatsapp' => '+919443012345',
        'brands_trust' => '150+',
        'happy_customers' => '10k+',
        'years_experience' => '15+',
        'epr_brands' => '45+',
        'google_rating' => '4.9',
        'epr-clients' => 45,
        'e-waste' => 2481,
        'partners' => 150,
        'schools' => 720,
        'plastic' => 4860,
        'paper' => 9801,
        'ulbs' => 81,
        'ragpickers' => 1902,
    ];
}

function ne_settings_groups(): array
{
    return [
        null => ['Contact', 'The phone numbers and e-mail addresses shown across the site. Leave a field empty to keep the site\'s own value.'],
        'social' => ['Social links', 'Leave a link empty to hide that network\'s icon.'],
        'claims' => ['Headline claims', 'The short figures shown in the home page\'s headline and trust strip.'],
        'counters' => ['Impact counters', 'The numbers the impact counters count up to. Leave one empty to keep the site\'s own figure.'],
    ];
}

/** The record with every field present ("" or null when empty), as the REST route answers. */
function ne_settings_get(): array
{
    $stored = get_option(NE_SETTINGS_OPTION, []);
    $stored = is_array($stored) ? $stored : [];
    $out = ['social' => [], 'claims' => [], 'counters' => []];
    foreach (ne_settings_fields() as $name => [$group, $kind]) {
        $value = $group === null ? ($stored[$name] ?? null) : ($stored[$group][$name] ?? null);
        if ($kind === 'counter') {
            $value = is_int($value) || (is_string($value) && ctype_digit($value)) ? (int) $value : null;
        } else {
            $value = is_string($value) ? $value : '';
        }
        if ($group === null) {
            $out[$name] = $value;
        } else {
            $out[$group][$name] = $value;
        }
    }
    $modified = get_option(NE_SETTINGS_MODIFIED_OPTION, '');
    $out['modified'] = is_string($modified) && $modified !== '' ? $modified : null;
    // The order of the contract: contact fields, then the groups, the retired samples, modified.
    return array_merge(array_diff_key($out, ['social' => 1, 'claims' => 1, 'counters' => 1, 'modified' => 1]),
        ['social' => $out['social'], 'claims' => $out['claims'], 'counters' => $out['counters'],
            'samples_retired' => function_exists('ne_content_samples_retired') ? ne_content_samples_retired() : [],
            'modified' => $out['modified']]);
}

/** Checks one value; returns [normalised value, error message or null]. */
function ne_settings_check(string $kind, string $label, mixed $raw): array
{
    if ($kind === 'counter') {
        if ($raw === null || $raw === '') {
            return [null, null];
        }
        if (is_int($raw) && $raw >= 0) {
            return [$raw, null];
        }
        $text = is_string($raw) ? trim(str_replace([',', ' '], '', $raw)) : '';
        return ctype_digit($text) && strlen($text) <= 9 ? [(int) $text, null]
            : [null, "{$label}: expected a whole number, 0 or more, e.g. 150 (or leave it empty)."];
    }
    $text = ne_content_plain($raw);
    if ($text === '') {
        return ['', null];
    }
    return match ($kind) {
        'phone' => ne_content_is_phone($text) ? [$text, null]
            : [$text, "{$label}: \"{$text}\" is not an Indian phone number; expected 10 to 13 digits with only spaces, + and -, e.g. 1800 425 7070."],
        'email' => ne_content_is_email($text) ? [$text, null]
            : [$text, "{$label}: \"{$text}\" is not an e-mail address; expected one such as name@example.com."],
        'url' => ne_content_is_https_url($text) ? [$text, null]
            : [$text, "{$label}: expected a web address starting with https://, e.g. https://www.example.com."],
        'claim' => mb_strlen($text) <= 12 ? [$text, null]
            : [$text, "{$label}: at most 12 characters, e.g. 150+ (now " . mb_strlen($text) . ').'],
    };
}

/**
 * Sanitises a whole record (the admin form, or a script's partial update merged into the
 * current record). A refused field keeps its previous value and adds a settings error naming it.
 */
function ne_settings_sanitize($input): array
{
    $input = is_array($input) ? $input : [];
    $old = get_option(NE_SETTINGS_OPTION, []);
    $old = is_array($old) ? $old : [];
    $clean = ['social' => [], 'claims' => [], 'counters' => []];
    foreach (ne_settings_fields() as $name => [$group, $kind, $label]) {
        $raw = $group === null ? ($input[$name] ?? null) : ($input[$group][$name] ?? null);
        $previous = $group === null ? ($old[$name] ?? null) : ($old[$group][$name] ?? null);
        [$value, $error] = ne_settings_check($kind, $label, $raw);
        if ($error !== null) {
            if (!function_exists('add_settings_error')) {
                require_once ABSPATH . 'wp-admin/includes/template.php';
            }
            add_settings_error(NE_SETTINGS_OPTION, 'ne-settings-' . $name, $error . ' The previous value was kept.', 'error');
            $value = $previous ?? ($kind === 'counter' ? null : '');
        }
        if ($group === null) {
            $clean[$name] = $value;
        } else {
            $clean[$group][$name] = $value;
        }
    }
    return $clean;
}

add_action('init', function () {
    register_setting(NE_SETTINGS_PAGE, NE_SETTINGS_OPTION, [
        'type' => 'object',
        'description' => 'The website\'s contact details, social links, headline claims and counters.',
        'sanitize_callback' => 'ne_settings_sanitize',
        'default' => [],
        'show_in_rest' => false,
    ]);
});

// The record exists before its first save, so that saving it runs the checks once.
function ne_settings_ensure_option(): void
{
    if (get_option(NE_SETTINGS_OPTION, null) === null) {
        $had_filter = remove_filter('sanitize_option_' . NE_SETTINGS_OPTION, 'ne_settings_sanitize');
        add_option(NE_SETTINGS_OPTION, []);
        if ($had_filter) {
            add_filter('sanitize_option_' . NE_SETTINGS_OPTION, 'ne_settings_sanitize');
        }
    }
}
add_action('admin_init', 'ne_settings_ensure_option');

add_action('update_option_' . NE_SETTINGS_OPTION, function () {
    update_option(NE_SETTINGS_MODIFIED_OPTION, gmdate('Y-m-d\TH:i:s\Z'), false);
});
add_action('add_option_' . NE_SETTINGS_OPTION, function ($option, $value) {
    if (is_array($value) && $value !== []) {
        update_option(NE_SETTINGS_MODIFIED_OPTION, gmdate('Y-m-d\TH:i:s\Z'), false);
    }
}, 10, 2);

add_action('admin_menu', function () {
    add_options_page('Site contact and claims', 'Site contact and claims', 'manage_options', NE_SETTINGS_PAGE, 'ne_settings_render_page');
});

function ne_settings_render_page(): void
{
    if (!current_user_can('manage_options')) {
        return;
    }
    $values = ne_settings_get();
    // Refused values are reported by the notices above the form (options-head.php).
    echo '<div class="wrap"><h1>' . esc_html('Site contact and claims') . '</h1>';
    echo '<p>' . esc_html('What the website shows for the company\'s contact details, social links and headline figures. A change reaches the website within seconds of saving. Regulatory facts (rules, targets, dates) are not edited here: they are reviewed with their sources in the website\'s code.') . '</p>';
    echo '<form method="post" action="options.php" novalidate>';
    settings_fields(NE_SETTINGS_PAGE);
    foreach (ne_settings_groups() as $group => [$title, $intro]) {
        $group = $group === '' ? null : $group;
        echo '<h2>' . esc_html($title) . '</h2><p>' . esc_html($intro) . '</p>';
        echo '<table class="form-table" role="presentation"><tbody>';
        foreach (ne_settings_fields() as $name => [$field_group, $kind, $label, $help]) {
            if ($field_group !== $group) {
                continue;
            }
            $id = 'ne-settings-' . $name;
            $input_name = $group === null ? NE_SETTINGS_OPTION . "[{$name}]" : NE_SETTINGS_OPTION . "[{$group}][{$name}]";
            $value = $group === null ? $values[$name] : $values[$group][$name];
            $inputmode = ['phone' => 'tel', 'email' => 'email', 'url' => 'url', 'counter' => 'numeric', 'claim' => 'text'][$kind];
            $own = ne_settings_site_defaults()[$name] ?? null;
            $empty = $value === null || $value === '';
            // What the website shows now: the value typed here, else its own (or, for a social
            // link, no icon).
            $in_use = !$empty ? '' : ($own === null
                ? '<p class="description ne-settings-in-use">Empty: the website shows no icon for this network.</p>'
                : '<p class="description ne-settings-in-use">In use on the website now: <strong>' . esc_html((string) $own) . '</strong> (the website\'s own value, until you type another here).</p>');
            printf('<tr><th scope="row"><label for="%s">%s</label></th><td><input type="text" id="%s" name="%s" value="%s" placeholder="%s" class="%s" inputmode="%s" autocomplete="off" aria-describedby="%s-help"><p class="description" id="%s-help">%s</p>%s</td></tr>',
                esc_attr($id), esc_html($label), esc_attr($id), esc_attr($input_name), esc_attr($empty ? '' : (string) $value), esc_attr($own === null ? '' : (string) $own),
                in_array($kind, ['claim', 'counter'], true) ? 'small-text' : 'regular-text', esc_attr($inputmode), esc_attr($id), esc_attr($id), esc_html($help), $in_use);
        }
        echo '</tbody></table>';
    }
    submit_button('Save changes');
    echo '</form></div>';
}

/** The JSON schema of the public settings record. */
function ne_settings_schema(): array
{
    $props = [];
    $groups = ['social' => [], 'claims' => [], 'counters' => []];
    foreach (ne_settings_fields() as $name => [$group, $kind, $label, $help]) {
        $schema = match ($kind) {
            'phone' => ['type' => 'string', 'pattern' => '^$|' . NE_CONTENT_PHONE_PATTERN],
            'email' => ['type' => 'string', 'pattern' => NE_CONTENT_EMAIL_PATTERN],
            'url' => ['type' => 'string', 'pattern' => NE_CONTENT_URL_PATTERN],
            'claim' => ['type' => 'string', 'maxLength' => 12],
            'counter' => ['type' => ['integer', 'null'], 'minimum' => 0],
        };
        $schema['description'] = $label . '. ' . $help . ' Empty ("" or null) when not set.';
        if ($group === null) {
            $props[$name] = $schema;
        } else {
            $groups[$group][$name] = $schema;
        }
    }
    foreach ($groups as $group => $fields) {
        $props[$group] = ['type' => 'object', 'properties' => $fields, 'required' => array_keys($fields), 'additionalProperties' => false];
    }
    $props['samples_retired'] = ['type' => 'array', 'items' => ['type' => 'string'], 'description' => 'The content types (for FAQs "faq:<page>") that have had a published entry: the website no longer shows their sample content.'];
    $props['modified'] = ['type' => ['string', 'null'], 'format' => 'date-time', 'description' => 'When the record was last changed (UTC), null when never saved.'];
    return [
        '$schema' => 'http://json-schema.org/draft-04/schema#',
        'title' => 'nirmal-earth-settings',
        'type' => 'object',
        'properties' => $props,
        'required' => array_keys($props),
        'additionalProperties' => false,
    ];
}

add_action('rest_api_init', function () {
    register_rest_route('nirmal-earth/v1', '/settings', [
        [
            'methods' => WP_REST_Server::READABLE,
            'callback' => fn() => rest_ensure_response(ne_settings_get()),
            'permission_callback' => '__return_true',
            'args' => [],
        ],
        'schema' => 'ne_settings_schema',
    ]);
});

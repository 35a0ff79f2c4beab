<?php
/**
 * The content types, their fields and the rules every value must meet. One definition serves the
 * REST schemas, the sanitising of stored values, the admin forms and the validation notices.
 *
 * Field kinds:
 *   text      a line of plain text (max, required)
 *   textarea  plain text over several lines (max)
 *   url       an https:// address or ""
 *   email     an e-mail address or ""
 *   pin       an Indian PIN code: 6 digits, the first not 0
 *   phones    1 to 4 Indian phone numbers (digits, spaces, +, -; 10 to 13 digits)
 *   lines     1 to 4 lines of text (address)
 *   choice    one of `options`
 *   choices   at least one of `options`
 *   rating    a whole number from 1 to 5
 *   number    a decimal number between `min` and `max`, or empty (null)
 */

if (!defined('ABSPATH')) {
    exit;
}

const NE_CONTENT_NOTICE_META = '_ne_content_notice';

/** @return array<string, array<string, mixed>> keyed by the type key the webhook sends. */
function ne_content_types(): array
{
    static $types = null;
    if ($types !== null) {
        return $types;
    }
    $types = [
        'team-member' => [
            'post_type' => 'ne_team_member',
            'rest_base' => 'team-members',
            'singular' => 'Team member',
            'plural' => 'Team members',
            'title_label' => 'Name',
            'title_help' => 'The person\'s full name as it should appear on the Team page.',
            'image' => ['label' => 'Photo', 'help' => 'A square or portrait photo, at least 600 × 600 pixels, with the face near the middle: the Team page shows a square cut from its centre. Fill in its Alternative Text in the media library (the person\'s name is used when it is empty).'],
            'menu_icon' => 'dashicons-groups',
            'pages_note' => 'Shown on the Team page.',
            'fields' => [
                'role' => ['kind' => 'text', 'label' => 'Role', 'required' => true, 'max' => 80,
                    'help' => 'The job title shown under the name, e.g. "Head of EPR compliance". Required, up to 80 characters.'],
                'bio' => ['kind' => 'textarea', 'label' => 'Short bio', 'max' => 600,
                    'help' => 'Two or three sentences of plain text (no formatting), up to 600 characters. May be left empty.'],
                'profile_url' => ['kind' => 'url', 'label' => 'Profile link',
                    'help' => 'A web address starting with https://, e.g. https://www.linkedin.com/in/name. May be left empty.'],
            ],
            'columns' => ['role'],
        ],
        'client' => [
            'post_type' => 'ne_client',
            'rest_base' => 'clients',
            'singular' => 'Client',
            'plural' => 'Clients',
            'title_label' => 'Name',
            'title_help' => 'The client\'s name, e.g. "Chennai Metro Rail". Also the logo\'s description when its Alternative Text is empty.',
            'image' => ['label' => 'Logo', 'help' => 'The client\'s logo as PNG, JPEG or WebP, at least 400 pixels wide, on a transparent or white background. SVG files are not accepted (an SVG can carry script): export the logo as PNG from its SVG first.'],
            'menu_icon' => 'dashicons-building',
            'pages_note' => 'Shown in the client logos on the EPR compliance page: the sector under the logo, and the website as the logo\'s link in the row at the top.',
            'fields' => [
                'website' => ['kind' => 'url', 'label' => 'Website',
                    'help' => 'The client\'s website, starting with https://, e.g. https://www.example.com. May be left empty.'],
                'sector' => ['kind' => 'text', 'label' => 'Sector', 'max' => 60,
                    'help' => 'The client\'s industry, e.g. "FMCG" or "Electronics", up to 60 characters. May be left empty.'],
            ],
            'columns' => ['website', 'sector'],
        ],
        'testimonial' => [
            'post_type' => 'ne_testimonial',
            'rest_base' => 'testimonials',
            'singular' => 'Testimonial',
            'plural' => 'Testimonials',
            'title_label' => 'Person',
            'title_help' => 'The name of the person quoted, e.g. "Priya Raman".',
            'image' => null,
            'menu_icon' => 'dashicons-format-quote',
            'fields' => [
                'quote' => ['kind' => 'textarea', 'label' => 'Quote', 'required' => true, 'max' => 600,
                    'help' => 'What the person said, as plain text without quotation marks. Required, up to 600 characters.'],
                'role' => ['kind' => 'text', 'label' => 'Role', 'max' => 80,
                    'help' => 'The person\'s job title, e.g. "Sustainability manager", up to 80 characters. May be left empty.'],
                'company' => ['kind' => 'text', 'label' => 'Company', 'max' => 80,
                    'help' => 'The person\'s company, up to 80 characters. May be left empty.'],
                'rating' => ['kind' => 'rating', 'label' => 'Rating',
                    'help' => 'The star rating the person gave, a whole number from 1 to 5.'],
                'pages' => ['kind' => 'choices', 'label' => 'Shown on',
                    'options' => ['home' => 'Home page', 'epr' => 'EPR compliance page'],
                    'help' => 'The pages whose testimonial carousel shows this quote. Choose at least one.'],
            ],
            'columns' => ['rating', 'company', 'pages'],
        ],
        'faq' => [
            'post_type' => 'ne_faq',
            'rest_base' => 'faqs',
            'singular' => 'FAQ',
            'plural' => 'FAQs',
            'title_label' => 'Question',
            'title_help' => 'The question as a customer would ask it, ending with a question mark.',
            'image' => null,
            'menu_icon' => 'dashicons-editor-help',
            'editor_help' => 'The answer. Only paragraphs, links, bold, italic, bulleted and numbered lists and line breaks are kept; other formatting is removed when you save.',
            'fields' => [
                'category' => ['kind' => 'choice', 'label' => 'Category',
                    'options' => ['General' => 'General', 'Commercial' => 'Commercial', 'Services' => 'Services', 'Sustainability' => 'Sustainability', 'Coverage' => 'Coverage'],
                    'help' => 'The group the question appears under on the FAQ page.'],
                'pages' => ['kind' => 'choices', 'label' => 'Shown on',
                    'options' => ['faq' => 'FAQ page', 'epr' => 'EPR compliance page', 'industrialwaste' => 'Industrial waste page', 'residentialwaste' => 'Residential waste page'],
                    'help' => 'The pages whose questions include this one. Choose at least one.'],
            ],
            'columns' => ['category', 'pages'],
        ],
        'office' => [
            'post_type' => 'ne_office',
            'rest_base' => 'offices',
            'singular' => 'Office',
            'plural' => 'Offices',
            'title_label' => 'Name',
            'title_help' => 'The office\'s name as shown on the Contact page, e.g. "Chennai office".',
            'image' => null,
            'menu_icon' => 'dashicons-location',
            'pages_note' => 'Shown on the Contact page and in the footer (the corporate office).',
            'fields' => [
                'kind' => ['kind' => 'choice', 'label' => 'Office type',
                    'options' => ['corporate' => 'Corporate (head office)', 'regional' => 'Regional'],
                    'help' => 'Corporate for the head office, regional for the others.'],
                'address_lines' => ['kind' => 'lines', 'label' => 'Address lines',
                    'help' => 'The street address, one line per line, 1 to 4 lines, without the city, state and PIN code.'],
                'city' => ['kind' => 'text', 'label' => 'City', 'required' => true, 'max' => 60,
                    'help' => 'e.g. "Chennai". Required.'],
                'state' => ['kind' => 'text', 'label' => 'State', 'required' => true, 'max' => 60,
                    'help' => 'e.g. "Tamil Nadu". Required.'],
                'postal_code' => ['kind' => 'pin', 'label' => 'PIN code',
                    'help' => 'Indian PIN code, 6 digits, the first not 0, e.g. 600032.'],
                'phones' => ['kind' => 'phones', 'label' => 'Phone numbers',
                    'help' => 'One number per line, 1 to 4 numbers. Indian numbers of 10 to 13 digits; digits, spaces, + and - only, e.g. +91 44 4000 1234.'],
                'email' => ['kind' => 'email', 'label' => 'E-mail',
                    'help' => 'The office\'s e-mail address, e.g. chennai@example.com. May be left empty.'],
                'hours' => ['kind' => 'text', 'label' => 'Opening hours', 'max' => 120,
                    'help' => 'e.g. "Mon to Sat, 9:30 am to 6:30 pm", up to 120 characters. May be left empty.'],
                'map_url' => ['kind' => 'url', 'label' => 'Map link',
                    'help' => 'A link to the office on a map, starting with https://, e.g. https://maps.google.com/?q=... May be left empty.'],
                'latitude' => ['kind' => 'number', 'label' => 'Latitude', 'min' => -90, 'max' => 90,
                    'help' => 'Decimal degrees, e.g. 13.0108, for the office\'s listing in search engines. May be left empty.'],
                'longitude' => ['kind' => 'number', 'label' => 'Longitude', 'min' => -180, 'max' => 180,
                    'help' => 'Decimal degrees, e.g. 80.2206. May be left empty.'],
            ],
            'columns' => ['kind', 'city', 'postal_code'],
        ],
    ];
    return $types;
}

/**
 * The pages a type is shown on one by one (the options of its "Shown on" field), or null for a
 * type shown as a whole: the webhook names these pages, and the website keeps one copy per page.
 */
function ne_content_type_pages(string $type_key): ?array
{
    $pages = ne_content_types()[$type_key]['fields']['pages'] ?? null;
    return $pages === null ? null : array_keys($pages['options']);
}

/** Every type the webhook announces: the content types and the settings record. */
function ne_content_webhook_types(): array
{
    return [...array_keys(ne_content_types()), 'settings'];
}

/** The type key ("team-member") of a post type ("ne_team_member"), or null. */
function ne_content_type_key(string $post_type): ?string
{
    foreach (ne_content_types() as $key => $type) {
        if ($type['post_type'] === $post_type) {
            return $key;
        }
    }
    return null;
}

function ne_content_post_types(): array
{
    return array_column(ne_content_types(), 'post_type');
}

// ---------------------------------------------------------------------------------------------
// Rules

const NE_CONTENT_URL_PATTERN = '^(https://[^\\s/?#]+\\.[^\\s/?#]+([/?#][^\\s]*)?)?$';
const NE_CONTENT_EMAIL_PATTERN = '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$';
const NE_CONTENT_PIN_PATTERN = '^[1-9][0-9]{5}$';
const NE_CONTENT_PHONE_PATTERN = '^[ +\\-]*([0-9][ +\\-]*){10,13}$';

function ne_content_is_https_url(string $value): bool
{
    if (!rest_validate_json_schema_pattern(NE_CONTENT_URL_PATTERN, $value)) {
        return false;
    }
    return $value === '' || filter_var($value, FILTER_VALIDATE_URL) !== false;
}

function ne_content_is_email(string $value): bool
{
    return $value === '' || (is_email($value) !== false && rest_validate_json_schema_pattern(NE_CONTENT_EMAIL_PATTERN, $value));
}

function ne_content_is_phone(string $value): bool
{
    return (bool) rest_validate_json_schema_pattern(NE_CONTENT_PHONE_PATTERN, $value);
}

/** The JSON schema of one field, as the REST API publishes and enforces it. */
function ne_content_field_schema(array $field): array
{
    $max = $field['max'] ?? null;
    switch ($field['kind']) {
        case 'text':
        case 'textarea':
            $schema = ['type' => 'string'];
            if ($max !== null) {
                $schema['maxLength'] = $max;
            }
            if (!empty($field['required'])) {
                $schema['minLength'] = 1;
            }
            return $schema;
        case 'url':
            return ['type' => 'string', 'pattern' => NE_CONTENT_URL_PATTERN, 'maxLength' => 500];
        case 'email':
            return ['type' => 'string', 'pattern' => NE_CONTENT_EMAIL_PATTERN, 'maxLength' => 254];
        case 'pin':
            return ['type' => 'string', 'pattern' => NE_CONTENT_PIN_PATTERN];
        case 'phones':
            return ['type' => 'array', 'minItems' => 1, 'maxItems' => 4,
                'items' => ['type' => 'string', 'pattern' => NE_CONTENT_PHONE_PATTERN, 'maxLength' => 30]];
        case 'lines':
            return ['type' => 'array', 'minItems' => 1, 'maxItems' => 4,
                'items' => ['type' => 'string', 'minLength' => 1, 'maxLength' => 120]];
        case 'choice':
            return ['type' => 'string', 'enum' => array_keys($field['options'])];
        case 'choices':
            return ['type' => 'array', 'minItems' => 1, 'uniqueItems' => true,
                'items' => ['type' => 'string', 'enum' => array_keys($field['options'])]];
        case 'rating':
            return ['type' => 'integer', 'minimum' => 1, 'maximum' => 5];
        case 'number':
            // Core's REST meta fields take one type; types.php publishes these as number or null.
            return ['type' => 'number', 'minimum' => $field['min'], 'maximum' => $field['max']];
    }
    throw new LogicException('unknown field kind ' . $field['kind']);
}

/** The meta type register_post_meta stores. */
function ne_content_field_meta_type(array $field): string
{
    return match ($field['kind']) {
        'phones', 'lines', 'choices' => 'array',
        'rating' => 'integer',
        'number' => 'number',
        default => 'string',
    };
}

/** The value of an empty field. */
function ne_content_field_default(array $field): mixed
{
    return match ($field['kind']) {
        'phones', 'lines', 'choices' => [],
        'rating' => 0,
        'number' => null,
        default => '',
    };
}

/** Plain text: no tags, no control characters, trimmed; line breaks kept when $multiline. */
function ne_content_plain(mixed $value, bool $multiline = false): string
{
    if (is_array($value) || is_object($value)) {
        return '';
    }
    $text = wp_strip_all_tags((string) $value, !$multiline);
    $text = preg_replace('/[^\P{C}\n]/u', '', str_replace("\r\n", "\n", $text)) ?? '';
    return trim($multiline ? preg_replace("/\n{3,}/", "\n\n", $text) : preg_replace('/\s+/u', ' ', $text));
}

/**
 * Normalises a value into the field's stored shape without judging it: trims, strips tags,
 * splits lines, turns numbers into numbers. A value of the wrong shape becomes the empty value.
 */
function ne_content_normalise(array $field, mixed $value): mixed
{
    switch ($field['kind']) {
        case 'text':
        case 'url':
        case 'email':
        case 'pin':
            return ne_content_plain($value);
        case 'textarea':
            return ne_content_plain($value, true);
        case 'phones':
        case 'lines':
            if (is_string($value)) {
                $value = preg_split('/\R/', $value);
            }
            if (!is_array($value)) {
                return [];
            }
            return array_values(array_filter(array_map(fn($line) => ne_content_plain($line), $value), fn($line) => $line !== ''));
        case 'choice':
            return ne_content_plain($value);
        case 'choices':
            if (!is_array($value)) {
                $value = $value === null || $value === '' ? [] : [$value];
            }
            return array_values(array_unique(array_filter(array_map(fn($item) => ne_content_plain($item), $value), fn($item) => $item !== '')));
        case 'rating':
            if (is_int($value)) {
                return $value;
            }
            $text = ne_content_plain($value);
            return preg_match('/^-?\d+$/', $text) ? (int) $text : 0;
        case 'number':
            if (is_int($value) || is_float($value)) {
                return (float) $value;
            }
            $text = ne_content_plain($value);
            return is_numeric($text) ? (float) $text : null;
    }
    return $value;
}

/**
 * Checks a normalised value. Returns null when it is valid, else the message the editor sees,
 * naming the field and the expected form.
 */
function ne_content_check(array $field, mixed $value): ?string
{
    $label = $field['label'];
    switch ($field['kind']) {
        case 'text':
        case 'textarea':
            if (!is_string($value)) {
                return "{$label}: expected text.";
            }
            if (!empty($field['required']) && $value === '') {
                return "{$label} is required.";
            }
            if (isset($field['max']) && mb_strlen($value) > $field['max']) {
                return sprintf('%s: at most %d characters (now %d).', $label, $field['max'], mb_strlen($value));
            }
            return null;
        case 'url':
            return is_string($value) && ne_content_is_https_url($value) && strlen($value) <= 500 ? null
                : "{$label}: expected a web address starting with https://, e.g. https://www.example.com (or leave it empty).";
        case 'email':
            return is_string($value) && ne_content_is_email($value) ? null
                : "{$label}: expected an e-mail address such as name@example.com (or leave it empty).";
        case 'pin':
            return is_string($value) && rest_validate_json_schema_pattern(NE_CONTENT_PIN_PATTERN, $value) ? null
                : "{$label}: expected an Indian PIN code of 6 digits, the first not 0, e.g. 600032.";
        case 'phones':
            if (!is_array($value) || count($value) < 1 || count($value) > 4) {
                return "{$label}: enter 1 to 4 phone numbers, one per line.";
            }
            foreach (array_values($value) as $i => $phone) {
                if (!is_string($phone) || !ne_content_is_phone($phone)) {
                    return sprintf('%s: "%s" (number %d) is not an Indian phone number; expected 10 to 13 digits with only spaces, + and -, e.g. +91 44 4000 1234.', $label, is_string($phone) ? $phone : '', $i + 1);
                }
            }
            return null;
        case 'lines':
            if (!is_array($value) || count($value) < 1 || count($value) > 4) {
                return "{$label}: enter 1 to 4 lines.";
            }
            foreach ($value as $line) {
                if (!is_string($line) || $line === '' || mb_strlen($line) > 120) {
                    return "{$label}: each line is text of at most 120 characters.";
                }
            }
            return null;
        case 'choice':
            return is_string($value) && array_key_exists($value, $field['options']) ? null
                : sprintf('%s: choose one of %s.', $label, implode(', ', array_values($field['options'])));
        case 'choices':
            if (!is_array($value) || count($value) < 1) {
                return "{$label}: choose at least one page.";
            }
            foreach ($value as $item) {
                if (!is_string($item) || !array_key_exists($item, $field['options'])) {
                    return sprintf('%s: "%s" is not one of %s.', $label, is_string($item) ? $item : '', implode(', ', array_keys($field['options'])));
                }
            }
            return null;
        case 'rating':
            return is_int($value) && $value >= 1 && $value <= 5 ? null : "{$label}: expected a whole number from 1 to 5.";
        case 'number':
            if ($value === null) {
                return null;
            }
            return (is_int($value) || is_float($value)) && $value >= $field['min'] && $value <= $field['max'] ? null
                : sprintf('%s: expected a decimal number from %d to %d, e.g. 13.0108 (or leave it empty).', $label, $field['min'], $field['max']);
    }
    return "{$label}: unknown field.";
}

/**
 * The errors of a whole entry (title, content and every field), keyed by field ("title" for
 * the title, "content" for the FAQ answer). Empty when the entry may be published.
 *
 * @param array<string, mixed> $values normalised values of every field
 * @return array<string, string>
 */
function ne_content_entry_errors(string $type_key, string $title, string $content, array $values): array
{
    $type = ne_content_types()[$type_key];
    $errors = [];
    if (trim($title) === '') {
        $errors['title'] = $type['title_label'] . ' is required.';
    } elseif (mb_strlen($title) > 120) {
        $errors['title'] = $type['title_label'] . ': at most 120 characters.';
    }
    if ($type_key === 'faq' && trim(wp_strip_all_tags($content)) === '') {
        $errors['content'] = 'Answer is required.';
    }
    foreach ($type['fields'] as $name => $field) {
        $error = ne_content_check($field, $values[$name] ?? ne_content_field_default($field));
        if ($error !== null) {
            $errors[$name] = $error;
        }
    }
    return $errors;
}

/** The stored values of an entry's fields. */
function ne_content_stored_values(int $post_id, string $type_key): array
{
    $values = [];
    foreach (ne_content_types()[$type_key]['fields'] as $name => $field) {
        $stored = get_post_meta($post_id, $name, false);
        $values[$name] = $stored ? $stored[0] : ne_content_field_default($field);
        if ($field['kind'] === 'number' && $values[$name] === '') {
            $values[$name] = null;
        } elseif ($field['kind'] === 'number' && is_numeric($values[$name])) {
            $values[$name] = (float) $values[$name];
        } elseif ($field['kind'] === 'rating' && is_numeric($values[$name])) {
            $values[$name] = (int) $values[$name];
        }
    }
    return $values;
}

/** The HTML an FAQ answer may keep. */
function ne_content_answer_tags(): array
{
    return [
        'p' => [],
        'a' => ['href' => true],
        'strong' => [],
        'em' => [],
        'ul' => [],
        'ol' => [],
        'li' => [],
        'br' => [],
    ];
}

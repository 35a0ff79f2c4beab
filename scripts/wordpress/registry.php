<?php
/**
 * Prints the content plugin's registry as JSON, without a WordPress: each content type (its REST
 * base, its fields, and the pages of a type shown per page), the types the webhook announces, and
 * the settings record's fields by group. The website's registry (src/lib/wordpress) is compared
 * with it by tests/integration/wordpress/content-registry.test.ts, so a type or field added on
 * one side only fails CI.
 *
 *   php scripts/wordpress/registry.php
 */
define('ABSPATH', __DIR__ . '/');
// The plugin's files register hooks as they load; here nothing runs them.
function add_action(...$args): void {}
function add_filter(...$args): void {}

$plugin = dirname(__DIR__, 2) . '/wordpress/plugins/nirmal-earth-content/includes';
require $plugin . '/fields.php';
require $plugin . '/settings.php';

$types = [];
foreach (ne_content_types() as $key => $type) {
    $types[$key] = [
        'rest_base' => $type['rest_base'],
        'fields' => array_keys($type['fields']),
        'pages' => ne_content_type_pages($key),
    ];
}
$settings = [];
foreach (ne_settings_fields() as $name => [$group]) {
    $settings[$group ?? 'contact'][] = $name;
}
echo json_encode([
    'types' => $types,
    'webhook_types' => ne_content_webhook_types(),
    'settings' => $settings,
    'settings_defaults' => ne_settings_site_defaults(),
], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";

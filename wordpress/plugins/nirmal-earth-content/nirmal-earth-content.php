<?php
/**
 * Plugin Name: Nirmal Earth content
 * Description: The company's own content for the website, edited here and read by the site over
 *              the REST API: team members, clients, testimonials, FAQs, offices and the site's
 *              contact details and headline claims (Settings → Site contact and claims). Values the
 *              site cannot use are refused with a notice, and every published change is announced
 *              to the website so the pages that show it refresh within seconds.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 8.1
 *
 * Install as a normal plugin (copy this folder to wp-content/plugins and activate it) or as a
 * must-use plugin (wordpress/mu-plugins/nirmal-earth-content.php loads this file).
 * The webhook uses the same configuration as the posts webhook, in wp-config.php:
 *   define('NIRMAL_EARTH_REVALIDATE_URL', 'https://www.example.com/api/revalidate');
 *   define('NIRMAL_EARTH_WEBHOOK_SECRET', '<the site's WORDPRESS_WEBHOOK_SECRET>');
 */

if (!defined('ABSPATH')) {
    exit;
}
// Installed both as a must-use and as a normal plugin: load it once.
if (defined('NIRMAL_EARTH_CONTENT_VERSION')) {
    return;
}
define('NIRMAL_EARTH_CONTENT_VERSION', '1.0.0');

require_once __DIR__ . '/includes/fields.php';
require_once __DIR__ . '/includes/types.php';
require_once __DIR__ . '/includes/admin.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/samples.php';
require_once __DIR__ . '/includes/webhook.php';

<?php
/**
 * Installs WordPress into the configured database (idempotent) and turns on pretty
 * permalinks, which the REST API's /wp-json/ paths need.
 *
 *   php scripts/wordpress/install.php
 */
$_SERVER['WORDPRESS_CONFIG'] = 'nirmal-earth';
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

// No mail server on a test machine: skip the "new site" e-mail.
add_filter('pre_wp_mail', '__return_false');

if (!is_blog_installed()) {
    $result = wp_install('Nirmal Earth Blog', 'editor', 'editor@example.test', false, '', wp_generate_password(32));
    echo "WordPress installed\n";
} else {
    echo "WordPress already installed\n";
}

// The administrator's password for the admin tests and screenshots: a random one kept beside the
// database password by scripts/ci/setup-wordpress.sh (readable by root only).
$password_file = '/etc/wordpress/nirmal-earth-admin-password';
$admin = get_user_by('login', 'editor');
if ($admin && is_readable($password_file)) {
    $password = trim((string) file_get_contents($password_file));
    if ($password !== '' && !wp_check_password($password, $admin->user_pass, $admin->ID)) {
        wp_set_password($password, $admin->ID);
        echo "Administrator password set\n";
    }
}

update_option('permalink_structure', '/%postname%/');
update_option('blogdescription', 'Articles on EPR compliance and waste management');
update_option('timezone_string', 'Asia/Kolkata');
// No Gravatar pictures in wp-admin: with no route to gravatar.com a picture's request can hang
// unanswered, and a page waiting for it never finishes loading.
update_option('show_avatars', '0');
flush_rewrite_rules(true);

